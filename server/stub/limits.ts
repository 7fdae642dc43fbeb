/**
 * How much the stub backend keeps. Every store a caller can grow has a cap, so a flood costs a
 * bounded amount of memory (the worst case of each is noted); what expires is swept by the clock.
 */
export type StubLimits = {
  /** Seeded and registered accounts together; registration is refused past it (~1 kB each). */
  accounts: number;
  /** Open sessions of one user; a new sign-in closes the oldest (≤ 2 kB each with deviceInfo). */
  sessionsPerUser: number;
  /** Page visits kept per user and overall, newest first (≤ 2.5 kB each: URL up to 2,048). */
  visitsPerUser: number;
  visits: number;
  /** Bookmarks kept per user and overall, newest first (≤ 2.3 kB each). */
  bookmarksPerUser: number;
  bookmarks: number;
  /** Notes kept per user and overall, newest first (≤ 20 kB each). */
  notesPerUser: number;
  notes: number;
  /** QA outbox mails kept per email and overall, newest first (~0.5 kB each). */
  outboxPerEmail: number;
  outbox: number;
  /**
   * Emails whose OTP sends and wrong codes are counted (each forgotten a day after its last use).
   * An email holds at most one OTP challenge and one reset grant, so this bounds those too.
   * When full, a send to an email not yet counted is refused: failing closed keeps an attacker from
   * flushing a victim's counters by flooding other emails.
   */
  otpEmails: number;
  /** OTP mails per email in any 24 hours (D10's 60 s wait still applies between two). */
  otpSendsPerDay: number;
  /** Wrong codes per email in any hour, across all its secrets; then every code is refused. */
  otpWrongCodesPerHour: number;
};

/** The stub's limits: a QA stand-in holds a few thousand of anything; worst case ~70 MB in all. */
export const defaultLimits: StubLimits = {
  accounts: 2_000,
  sessionsPerUser: 10,
  visitsPerUser: 1_000,
  visits: 5_000,
  bookmarksPerUser: 100,
  bookmarks: 2_000,
  notesPerUser: 100,
  notes: 500,
  outboxPerEmail: 10,
  outbox: 500,
  otpEmails: 10_000,
  otpSendsPerDay: 5,
  otpWrongCodesPerHour: 10,
};
