import { describe, expect, it } from 'vitest';
import { INVALID_PHONE_DESCRIPTION, INVALID_PHONE_TITLE, isValidPhone, normalizePhone, optInMessage, replyCodeIn } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['+1 (234) 567-890', '+1234567890'],
    ['1234567890', '+1234567890'],
    ['+44 20 7946 0958', '+442079460958'],
    ['  +49-30.1234 ', '+49301234'],
    ['abc', '+'],
    ['', '+'],
    ['++12', '+12'],
    ['+１２３', '+'],
  ])('%j → %j', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it('treats a missing value as empty', () => {
    expect(normalizePhone(null)).toBe('+');
    expect(normalizePhone(undefined)).toBe('+');
  });
});

describe('isValidPhone', () => {
  it.each(['+12', '+1234567890', '+442079460958', `+1${'2'.repeat(14)}`])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each(['+', '+1', '+0123456789', '1234567890', `+1${'2'.repeat(15)}`, '+12 34', '+12a', ' +123', '+123\n'])('rejects %j', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

describe('toast text (§5)', () => {
  it('is word for word', () => {
    expect(INVALID_PHONE_TITLE).toBe('Invalid phone number');
    expect(INVALID_PHONE_DESCRIPTION).toBe('Please enter a valid phone number with country code (e.g., +1234567890)');
  });
});

describe('replyCodeIn', () => {
  it.each([
    ['YES 123456', '123456'],
    ['yes-654321 thanks', '654321'],
    ['123456', '123456'],
    ['YES\n000042', '000042'],
  ])('%j → %j', (body, code) => {
    expect(replyCodeIn(body)).toBe(code);
  });

  it.each(['YES', 'YES 12345', 'YES 1234567', '', null, 'PAUSE'])('finds no code in %j', (body) => {
    expect(replyCodeIn(body)).toBeNull();
  });

  it('is what the opt-in message asks for', () => {
    expect(replyCodeIn(optInMessage('987654'))).toBe('987654');
  });
});
