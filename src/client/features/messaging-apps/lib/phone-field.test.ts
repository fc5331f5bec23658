import { describe, expect, it } from 'vitest';
import { phoneFieldHint, phoneFieldOnBlur, readPhoneField } from './phone-field';

describe('phone field (§5)', () => {
  it('normalises as the person types and validates the result', () => {
    expect(readPhoneField('+1 (234) 567-890')).toEqual({ normalized: '+1234567890', valid: true, empty: false });
    expect(readPhoneField('1 234')).toMatchObject({ normalized: '+1234', valid: true });
    expect(readPhoneField('0123456')).toMatchObject({ normalized: '+0123456', valid: false });
    expect(readPhoneField('+1')).toMatchObject({ valid: false });
  });

  it('is empty without digits', () => {
    expect(readPhoneField('')).toEqual({ normalized: '+', valid: false, empty: true });
    expect(readPhoneField(' + - ')).toMatchObject({ empty: true });
  });

  it('shows the normalised number on blur, or nothing', () => {
    expect(phoneFieldOnBlur(' +44 20 7946 0958 ')).toBe('+442079460958');
    expect(phoneFieldOnBlur('  ')).toBe('');
  });

  it('explains what is missing', () => {
    expect(phoneFieldHint(readPhoneField(''))).toMatch(/country code/);
    expect(phoneFieldHint(readPhoneField('+1 234 567 890'))).toBe("We'll send it to +1234567890");
    expect(phoneFieldHint(readPhoneField('0044'))).toMatch(/never begins with 0/);
    expect(phoneFieldHint(readPhoneField('1234567890123456'))).toMatch(/too long/);
    expect(phoneFieldHint(readPhoneField('+1'))).toMatch(/Keep going/);
  });
});
