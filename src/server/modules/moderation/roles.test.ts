import { describe, expect, it } from 'vitest';
import { hasRole, roleOf } from './roles';

const lists = { ADMIN_EMAILS: ['ada@maya.test'], MODERATOR_EMAILS: ['mo@maya.test'] };

describe('console roles (ADR 055)', () => {
  it('come from a verified e-mail only, in any case', () => {
    expect(roleOf({ email: 'Ada@Maya.test', emailVerified: true }, lists)).toBe('admin');
    expect(roleOf({ email: 'mo@maya.test', emailVerified: true }, lists)).toBe('moderator');
    expect(roleOf({ email: 'ada@maya.test', emailVerified: false }, lists)).toBeNull();
    expect(roleOf({ email: 'pat@example.com', emailVerified: true }, lists)).toBeNull();
    expect(roleOf({ email: null, emailVerified: true }, lists)).toBeNull();
  });

  it('an admin does what a moderator does, not the other way round', () => {
    expect([hasRole('admin', 'moderator'), hasRole('admin', 'admin')]).toEqual([true, true]);
    expect([hasRole('moderator', 'moderator'), hasRole('moderator', 'admin'), hasRole(null, 'moderator')]).toEqual([true, false, false]);
  });
});
