import { UserOps } from '#openapi/operations/user.ts';

/** The operations the edge rate-limits: the ones that check a secret or send a mail. */
export type LimitedRoute = 'login' | 'register' | 'forgotPassword' | 'validateEmailOtp';

/** By the contract's path, case-folded as `canonicalPath` reads a request's. */
export const LIMITED_ROUTES = new Map<string, LimitedRoute>(
  (['login', 'register', 'forgotPassword', 'validateEmailOtp'] as const).map((route) => [
    UserOps[route].path.toLowerCase(),
    route,
  ]),
);

/** What the edge knows of one attempt. */
export type Attempt = {
  /**
   * The account, trimmed and lowercased: the `username` of login and forgotPassword; for
   * validateEmailOtp, the email whose forgotPassword answer carried the secret. Undefined when
   * the body does not say.
   */
  account: string | undefined;
  /** The client address as counted (`addressKey`); undefined under `app.request()`. */
  address: string | undefined;
  /** Whether the account signed in from this address within KNOWN_ADDRESS_MS. */
  knownAddress: boolean;
};

/** One limit: at most `limit` attempts per key per `windowMs` (sliding). */
export type Rule = {
  route: LimitedRoute;
  /** What it limits, in the log and the README. */
  name: string;
  /** The key an attempt counts under; undefined when the rule does not apply to it. */
  key: (attempt: Attempt) => string | undefined;
  limit: number;
  windowMs: number;
  /** `failures`: an attempt the answer shows succeeded is taken back. */
  counts: 'every attempt' | 'failures';
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a sign-in makes its address a known one for the account. */
export const KNOWN_ADDRESS_MS = 30 * DAY;
/** How long the edge remembers which account an OTP secret was sent for. */
export const OTP_SECRET_MS = HOUR;

const pair = ({ account, address }: Attempt) =>
  account !== undefined && address !== undefined ? `${account} ${address}` : undefined;

/**
 * The limits. Lockouts are sliding windows that expire: a lock lifts as the counted failures
 * slide out, and refused attempts are not counted, so no one is locked out for longer than a
 * window after the attack stops. An attacker at another address cannot lock a user out of
 * their own address: per account and address is the tight limit; the per-account limit (against
 * one account guessed from many addresses) does not apply at an address the account signed in
 * from in the last 30 days. Per-address limits are loose, since a campus often reaches us
 * through one NAT address.
 */
export const RULES: readonly Rule[] = [
  {
    route: 'login',
    name: 'login per account and address',
    key: pair,
    limit: 10,
    windowMs: 15 * MINUTE,
    counts: 'failures',
  },
  {
    route: 'login',
    name: 'login per account',
    key: (attempt) => (attempt.knownAddress ? undefined : attempt.account),
    limit: 30,
    windowMs: 15 * MINUTE,
    counts: 'failures',
  },
  {
    route: 'login',
    name: 'login per address',
    key: (attempt) => attempt.address,
    limit: 100,
    windowMs: 15 * MINUTE,
    counts: 'failures',
  },
  {
    route: 'forgotPassword',
    name: 'forgotPassword per email',
    key: (attempt) => attempt.account,
    limit: 5,
    windowMs: HOUR,
    counts: 'every attempt',
  },
  {
    route: 'forgotPassword',
    name: 'forgotPassword per address',
    key: (attempt) => attempt.address,
    limit: 30,
    windowMs: HOUR,
    counts: 'every attempt',
  },
  // A new secret per mail gives 5 guesses each; these cap the guesses per email, whatever the
  // secret: 20 a day at most, 0.2 % of the 4-digit codes.
  {
    route: 'validateEmailOtp',
    name: 'validateEmailOtp per email',
    key: (attempt) => attempt.account,
    limit: 10,
    windowMs: HOUR,
    counts: 'failures',
  },
  {
    route: 'validateEmailOtp',
    name: 'validateEmailOtp per email per day',
    key: (attempt) => attempt.account,
    limit: 20,
    windowMs: DAY,
    counts: 'failures',
  },
  {
    route: 'validateEmailOtp',
    name: 'validateEmailOtp per address',
    key: (attempt) => attempt.address,
    limit: 30,
    windowMs: HOUR,
    counts: 'failures',
  },
  {
    route: 'register',
    name: 'register per address',
    key: (attempt) => attempt.address,
    limit: 100,
    windowMs: HOUR,
    counts: 'every attempt',
  },
];
