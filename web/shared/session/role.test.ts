import { describe, expect, it } from 'vitest';
import { roleOf, storedRole } from './role.ts';

describe('roles (seed §6, D4)', () => {
  it.each([
    ['Recruiter', 'Recruiter'],
    ['ClientAdmin', 'ClientAdmin'],
    ['InstituteAdmin', 'InstituteAdmin'],
    ['Student', 'Student'],
    ['Auditor', 'other'],
    ['  ', 'none'],
    ['', 'none'],
  ])('reads userTypeName "%s" as %s', (userTypeName, role) => {
    expect(roleOf(userTypeName)).toBe(role);
  });

  it('reads a stored role back as itself, and an older record’s userTypeName as its role', () => {
    expect(storedRole('none')).toBe('none');
    expect(storedRole('other')).toBe('other');
    expect(storedRole('ClientAdmin')).toBe('ClientAdmin');
    expect(storedRole('')).toBe('none');
    expect(storedRole('Auditor')).toBe('other');
    expect(storedRole(undefined)).toBe('none');
  });
});
