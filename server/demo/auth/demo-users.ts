import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { DemoUser } from '#openapi/demo/demo-auth.ts';

/** A demo user as the mock sign-in keeps it: never one of the product's accounts. */
export type StoredDemoUser = DemoUser & { passwordHash: string };

/** The mock sign-in's users and its own signing key; `reset()` puts the seeded users back. */
export type DemoUserBook = { users: StoredDemoUser[]; secret: string };

/** A salted scrypt hash, `salt:hash`: sign-up takes whatever password a visitor types. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16).toString('base64url');
  return `${salt}:${scryptSync(password, salt, 32).toString('base64url')}`;
}

export function passwordMatches(password: string, stored: string): boolean {
  const [salt = '', hash = ''] = stored.split(':');
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password, salt, 32);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

// The template's sample sign-in (admin / admin), on a domain of its own. Hashed once per process:
// every reset hands out copies, and scrypt is slow on purpose.
let seeded: StoredDemoUser[] | undefined;

/** The seeded demo users, fresh objects each call. */
export function seedDemoUsers(): StoredDemoUser[] {
  seeded ??= [
    {
      uuid: 'demo-user-admin',
      role: 'admin',
      data: { displayName: 'Abbott Keitch', email: 'admin@demo-template.example' },
      passwordHash: hashPassword('admin'),
    },
    {
      uuid: 'demo-user-staff',
      role: 'user',
      data: { displayName: 'Bernard Langley', email: 'staff@demo-template.example' },
      passwordHash: hashPassword('staff'),
    },
  ];
  return seeded.map((user) => ({ ...user, data: { ...user.data } }));
}
