import { Hono } from 'hono';
import type { StubDeps, StubEnv } from '../context.ts';
import { forgotPassword } from './forgot-password.ts';
import { getUserInfo } from './get-user-info.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { register } from './register.ts';
import { resetPassword } from './reset-password.ts';
import { validateEmailOtp } from './validate-email-otp.ts';

/** The user service: sign in and out, registration, password recovery (D10, D12), the profile. */
export function authArea(deps: StubDeps) {
  const app = new Hono<StubEnv>();
  for (const add of [
    login,
    register,
    logout,
    forgotPassword,
    validateEmailOtp,
    resetPassword,
    getUserInfo,
  ]) {
    add(app, deps);
  }
  return app;
}
