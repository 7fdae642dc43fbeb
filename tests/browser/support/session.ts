/** Sign-in steps and token helpers shared by the stories. */
import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

export const demoPassword = 'Demo@1234';

/** Fills the login form the way a person does and presses Login. */
export async function signIn(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Every localStorage entry of the page, as stored. */
export function storedEntries(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)));
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed with the stub's secret whose `exp` lies in the past. */
export function expiredToken(claims: Record<string, unknown>): string {
  const head = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({
    ...claims,
    exp: Math.floor(Date.now() / 1000) - 60,
  })}`;
  const signature = createHmac('sha256', inject('stubJwtSecret')).update(head).digest('base64url');
  return `${head}.${signature}`;
}

/** Decodes a JWT's claims without checking it (the stories only need `sub` and `sid`). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}
