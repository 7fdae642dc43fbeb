import {
  DemoAccessTokenRequest,
  DemoSessionResponse,
  DemoSignInRequest,
  DemoSignUpRequest,
} from '../../demo/demo-auth.ts';
import { CommonRefusals, refusalsOf } from '../../refusals.ts';
import { UserRefusals } from '../user.ts';

/** The mock sign-in's own refusals, with seed §8's words. */
export const DemoAuthRefusals = {
  DEMO_EMAIL_UNKNOWN: 'Check your email address',
  DEMO_PASSWORD_WRONG: 'Check your password',
} as const;

export const DemoAuthOps = {
  demoSignIn: {
    operationId: 'demoSignIn',
    method: 'post',
    path: '/auth/sign-in',
    tag: 'demo',
    summary: "The template's mock sign-in, with its own demo users",
    auth: false,
    body: DemoSignInRequest,
    response: DemoSessionResponse,
    refusals: refusalsOf(DemoAuthRefusals, 'DEMO_EMAIL_UNKNOWN', 'DEMO_PASSWORD_WRONG'),
  },
  demoSignUp: {
    operationId: 'demoSignUp',
    method: 'post',
    path: '/auth/sign-up',
    tag: 'demo',
    summary: "The template's mock sign-up: adds a demo user, never a product account",
    auth: false,
    body: DemoSignUpRequest,
    response: DemoSessionResponse,
    // Seed §8's words are the product's own refusal's: one code, worded once.
    refusals: refusalsOf(UserRefusals, 'EMAIL_IN_USE'),
  },
  demoAccessToken: {
    operationId: 'demoAccessToken',
    method: 'post',
    path: '/auth/access-token',
    tag: 'demo',
    summary: 'Signs in again with a demo token and answers a fresh one',
    auth: false,
    body: DemoAccessTokenRequest,
    response: DemoSessionResponse,
    refusals: refusalsOf(CommonRefusals, 'UNAUTHORIZED'),
    refusalStatus: { UNAUTHORIZED: 401 },
  },
} as const;
