import { randomBytes } from 'node:crypto';
import Type from 'typebox';
import { Compile } from 'typebox/compile';
import packageJson from '../package.json' with { type: 'json' };

/** The server's settings, read once at start-up from environment variables. */
export type Config = {
  port: number;
  host: string;
  mode: 'app' | 'stub-backend';
  backendUrl: string | undefined;
  stubBackend: boolean;
  demoStubs: boolean;
  proxyTimeoutMs: number;
  bodyLimit: number;
  /** Time a client gets to send a request's head. */
  headersTimeoutMs: number;
  /** Time a client gets to send a whole request, head and body. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open. */
  keepAliveTimeoutMs: number;
  /** Connections open at once; more are dropped as they arrive. */
  maxConnections: number;
  /** How long requests in flight get to finish after SIGTERM. */
  drainTimeoutMs: number;
  /** The edge's rate limits on sign-in, registration and password recovery. */
  rateLimits: boolean;
  /** Proxies in front that append to X-Forwarded-For (0: the socket's address is the client). */
  trustProxy: number;
  /** The most keys each rate-limit table holds. */
  rateLimitMaxKeys: number;
  /**
   * RATE_LIMIT_STORE: the Valkey or Redis every replica counts the limits in (D31), as a
   * redis:// or rediss:// (TLS) URL with optional user, password and database; unset: in memory.
   */
  rateLimitStore: string | undefined;
  /** How long a limit waits on the store before counting in memory instead. */
  rateLimitStoreTimeoutMs: number;
  /** Replicas sharing the limits: each counts limit / replicas in memory while the store is away. */
  rateLimitReplicas: number;
  distDir: string;
  nodeEnv: string;
  version: string;
  stubJwtSecret: string | undefined;
  /**
   * STUB_PASSWORD_COST: scrypt's cost (log2 of N) for the stub's password hashes; a stand-in for a
   * backend on machines of its own, so a benchmark of the edge may make sign-ins cheap. Unset: the
   * stub's default.
   */
  stubPasswordCost: number | undefined;
  /** The stub's QA surface under /__stub (STUB_QA): off, or on behind this X-QA-Token. */
  stubQa: StubQa;
  /** Where `/metrics` answers (METRICS_PORT, on HOST), never the public port; unset: no metrics. */
  metricsPort: number | undefined;
  /** The OTLP/HTTP collector traces go to; unset: no tracing, and no OpenTelemetry loaded. */
  otlpEndpoint: string | undefined;
};

/** The QA surface's setting; `generated` when STUB_QA_TOKEN was unset and a random one was made. */
export type StubQa = false | { token: string; generated: boolean };

/** A configuration value the server refuses; `variable` names the environment variable at fault. */
export class ConfigError extends Error {
  readonly variable: string;

  constructor(variable: string, problem: string) {
    super(`${variable}: ${problem}`);
    this.name = 'ConfigError';
    this.variable = variable;
  }
}

/**
 * STUB_PASSWORD_COST's range, log2 of scrypt's N: each step up doubles a sign-in's CPU and memory
 * (16 MB at the stub's default of 14, 64 MB at 16); 4 is for benchmarks that measure the edge,
 * not the stub, which stands for a backend on machines of its own.
 */
const stubPasswordCosts = { min: 4, max: 16 } as const;

const integer = (description: string) => Type.String({ pattern: '^[0-9]{1,10}$', description });
const oneOf = (...values: string[]) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    { description: `must be one of ${values.join(', ')}` },
  );

/** The environment as strings: shapes only; ranges and cross-variable rules follow in code. */
const Environment = Type.Object({
  PORT: Type.Optional(integer('must be a port number (0-65535)')),
  HOST: Type.Optional(Type.String({ minLength: 1, description: 'must not be empty' })),
  SERVER_MODE: Type.Optional(oneOf('app', 'stub-backend')),
  BACKEND_URL: Type.Optional(Type.String({ description: 'must be an http(s) URL' })),
  STUB_BACKEND: Type.Optional(oneOf('auto', 'on', 'off')),
  DEMO_STUBS: Type.Optional(oneOf('on', 'off')),
  PROXY_TIMEOUT_MS: Type.Optional(integer('must be a whole number of milliseconds (1-600000)')),
  BODY_LIMIT: Type.Optional(integer('must be a whole number of bytes (at least 1)')),
  HEADERS_TIMEOUT_MS: Type.Optional(integer('must be a whole number of milliseconds (1-600000)')),
  REQUEST_TIMEOUT_MS: Type.Optional(
    integer('must be a whole number of milliseconds (1-3600000), at least HEADERS_TIMEOUT_MS'),
  ),
  KEEP_ALIVE_TIMEOUT_MS: Type.Optional(
    integer('must be a whole number of milliseconds (1-600000)'),
  ),
  MAX_CONNECTIONS: Type.Optional(integer('must be a whole number (1-1000000)')),
  DRAIN_TIMEOUT_MS: Type.Optional(integer('must be a whole number of milliseconds (1-3600000)')),
  RATE_LIMITS: Type.Optional(oneOf('on', 'off')),
  TRUST_PROXY: Type.Optional(integer('must be the number of proxies in front (0-10)')),
  RATE_LIMIT_MAX_KEYS: Type.Optional(integer('must be a whole number (100-10000000)')),
  RATE_LIMIT_STORE: Type.Optional(
    Type.String({ description: 'must be a redis:// or rediss:// URL naming a host' }),
  ),
  RATE_LIMIT_STORE_TIMEOUT_MS: Type.Optional(
    integer('must be a whole number of milliseconds (1-10000)'),
  ),
  RATE_LIMIT_REPLICAS: Type.Optional(integer('must be the number of replicas (1-1000)')),
  DIST_DIR: Type.Optional(Type.String({ minLength: 1, description: 'must not be empty' })),
  STUB_JWT_SECRET: Type.Optional(
    Type.String({ minLength: 16, description: 'must be at least 16 characters' }),
  ),
  STUB_PASSWORD_COST: Type.Optional(
    integer(
      `must be log2 of scrypt's N, a whole number from ${stubPasswordCosts.min} to ${stubPasswordCosts.max}`,
    ),
  ),
  APP_VERSION: Type.Optional(Type.String({ minLength: 1, description: 'must not be empty' })),
  STUB_QA: Type.Optional(oneOf('on', 'off')),
  STUB_QA_TOKEN: Type.Optional(
    Type.String({ minLength: 16, description: 'must be at least 16 characters' }),
  ),
  STUB_QA_ALLOW_PRODUCTION: Type.Optional(oneOf('yes', 'no')),
  METRICS_PORT: Type.Optional(integer('must be a port number (1-65535) other than PORT')),
  OTEL_EXPORTER_OTLP_ENDPOINT: Type.Optional(
    Type.String({ description: 'must be an http(s) URL' }),
  ),
});
const checkEnvironment = Compile(Environment);

/**
 * Every environment variable the server reads: the deployment manifests set no other
 * (scripts/k8s/settings.test.ts), so a misspelt or retired name fails a test, not a rollout.
 */
export const knownVariables: readonly string[] = [
  ...Object.keys(Environment.properties),
  'NODE_ENV',
];

const described = Environment.properties as Record<string, { description?: string }>;

/** Reads and validates the configuration; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // Empty strings count as unset, the way `FOO= node server/index.ts` is usually meant.
  const given = Object.fromEntries(
    Object.keys(Environment.properties)
      .filter((name) => env[name] !== undefined && env[name] !== '')
      .map((name) => [name, env[name]]),
  );
  const [error] = checkEnvironment.Errors(given);
  if (error) {
    const variable = error.instancePath.split('/')[1] ?? 'environment';
    throw new ConfigError(variable, described[variable]?.description ?? error.message);
  }
  const value = (name: string) => given[name] as string | undefined;

  /** A whole number within [min, max], or the variable's own description as the error. */
  const integerIn = (name: string, fallback: number, min: number, max: number) => {
    const number = Number(value(name) ?? fallback);
    if (number < min || number > max) {
      throw new ConfigError(name, described[name]?.description ?? `must be ${min}-${max}`);
    }
    return number;
  };

  const port = integerIn('PORT', 3000, 0, 65535);
  const proxyTimeoutMs = integerIn('PROXY_TIMEOUT_MS', 30_000, 1, 600_000);
  const bodyLimit = integerIn('BODY_LIMIT', 10_485_760, 1, Number.MAX_SAFE_INTEGER);
  const headersTimeoutMs = integerIn('HEADERS_TIMEOUT_MS', 10_000, 1, 600_000);
  // Node refuses a head timeout longer than the whole request's.
  const requestTimeoutMs = integerIn('REQUEST_TIMEOUT_MS', 30_000, headersTimeoutMs, 3_600_000);
  const keepAliveTimeoutMs = integerIn('KEEP_ALIVE_TIMEOUT_MS', 5_000, 1, 600_000);
  const maxConnections = integerIn('MAX_CONNECTIONS', 5_000, 1, 1_000_000);
  // A proxied request may run PROXY_TIMEOUT_MS; a stop should not cut it, hence the margin.
  const drainTimeoutMs = integerIn('DRAIN_TIMEOUT_MS', proxyTimeoutMs + 5_000, 1, 3_600_000);
  const trustProxy = integerIn('TRUST_PROXY', 0, 0, 10);
  const rateLimitMaxKeys = integerIn('RATE_LIMIT_MAX_KEYS', 20_000, 100, 10_000_000);
  const rateLimitStoreTimeoutMs = integerIn('RATE_LIMIT_STORE_TIMEOUT_MS', 50, 1, 10_000);
  const rateLimitReplicas = integerIn('RATE_LIMIT_REPLICAS', 1, 1, 1000);
  // Unset: the stub's own default (stub/auth/passwords.ts).
  const stubPasswordCost =
    value('STUB_PASSWORD_COST') === undefined
      ? undefined
      : integerIn('STUB_PASSWORD_COST', 0, stubPasswordCosts.min, stubPasswordCosts.max);
  const rateLimits = (value('RATE_LIMITS') ?? 'on') === 'on';
  const rateLimitStore = parseStoreUrl(value('RATE_LIMIT_STORE'));
  if (rateLimitStore && !rateLimits) {
    throw new ConfigError('RATE_LIMIT_STORE', 'must be unset when RATE_LIMITS=off');
  }
  const metricsPort =
    value('METRICS_PORT') === undefined ? undefined : integerIn('METRICS_PORT', 0, 1, 65535);
  if (metricsPort !== undefined && metricsPort === port) {
    throw new ConfigError(
      'METRICS_PORT',
      described.METRICS_PORT?.description ?? 'must not be PORT',
    );
  }

  const nodeEnv = env.NODE_ENV || 'development';
  const production = nodeEnv === 'production';
  const mode = (value('SERVER_MODE') ?? 'app') as Config['mode'];
  const backendUrl = parseBackendUrl(value('BACKEND_URL'));
  const stubBackend = decideStubBackend(
    value('STUB_BACKEND') ?? 'auto',
    backendUrl,
    mode,
    production,
  );

  return {
    port,
    host: value('HOST') ?? '0.0.0.0',
    mode,
    backendUrl,
    stubBackend,
    demoStubs: (value('DEMO_STUBS') ?? (production ? 'off' : 'on')) === 'on',
    proxyTimeoutMs,
    bodyLimit,
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs,
    maxConnections,
    drainTimeoutMs,
    rateLimits,
    trustProxy,
    rateLimitMaxKeys,
    rateLimitStore,
    rateLimitStoreTimeoutMs,
    rateLimitReplicas,
    distDir: value('DIST_DIR') ?? 'dist',
    nodeEnv,
    version: value('APP_VERSION') ?? packageJson.version,
    stubJwtSecret: value('STUB_JWT_SECRET'),
    stubPasswordCost,
    stubQa: decideStubQa(value, stubBackend, production),
    metricsPort,
    otlpEndpoint: httpUrl('OTEL_EXPORTER_OTLP_ENDPOINT', value('OTEL_EXPORTER_OTLP_ENDPOINT')),
  };
}

/** `raw` when it is an http(s) URL; undefined when unset. */
function httpUrl(variable: string, raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) {
    throw new ConfigError(variable, 'must be an http(s) URL');
  }
  return raw;
}

/** The backend's origin plus optional base path, without a trailing slash. */
function parseBackendUrl(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('BACKEND_URL', 'must be an http(s) URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError('BACKEND_URL', 'must be an http(s) URL');
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new ConfigError('BACKEND_URL', 'must not carry credentials, a query or a fragment');
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** A redis:// or rediss:// URL as ioredis reads it (user, password, database); kept as given. */
function parseStoreUrl(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const problem = 'must be a redis:// or rediss:// URL naming a host';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('RATE_LIMIT_STORE', problem);
  }
  if ((url.protocol !== 'redis:' && url.protocol !== 'rediss:') || !url.hostname) {
    throw new ConfigError('RATE_LIMIT_STORE', problem);
  }
  if (url.pathname !== '' && !/^\/[0-9]{0,2}$/.test(url.pathname)) {
    throw new ConfigError('RATE_LIMIT_STORE', 'must name a database by its number (/0-/99) if any');
  }
  if (url.search || url.hash) {
    throw new ConfigError('RATE_LIMIT_STORE', 'must not carry a query or a fragment');
  }
  return raw;
}

/** D1: the stub answers exactly when no backend is configured; production must ask for it. */
function decideStubBackend(
  setting: string,
  backendUrl: string | undefined,
  mode: Config['mode'],
  production: boolean,
): boolean {
  if (mode === 'stub-backend') {
    if (backendUrl) {
      throw new ConfigError('BACKEND_URL', 'must be unset when SERVER_MODE=stub-backend');
    }
    if (setting === 'off') {
      throw new ConfigError('STUB_BACKEND', 'must not be off when SERVER_MODE=stub-backend');
    }
  }
  if (setting === 'on' && backendUrl) {
    throw new ConfigError('STUB_BACKEND', 'must not be on when BACKEND_URL is set');
  }
  if (setting === 'off' && !backendUrl) {
    throw new ConfigError('BACKEND_URL', 'is required when STUB_BACKEND=off');
  }
  const on = setting === 'on' || (setting === 'auto' && !backendUrl);
  if (on && production && setting !== 'on') {
    throw new ConfigError(
      'STUB_BACKEND',
      'NODE_ENV=production needs BACKEND_URL, or STUB_BACKEND=on to run the stub backend on purpose',
    );
  }
  return on;
}

/**
 * The stub's QA surface reads every mail (OTPs) and answer and resets the store: off unless
 * STUB_QA=on, only where the stub runs, in production only when confirmed, and always behind a token.
 */
function decideStubQa(
  value: (name: string) => string | undefined,
  stubBackend: boolean,
  production: boolean,
): StubQa {
  if ((value('STUB_QA') ?? 'off') === 'off') return false;
  if (!stubBackend) {
    throw new ConfigError(
      'STUB_QA',
      'must not be on without the stub backend (BACKEND_URL is set)',
    );
  }
  if (production && value('STUB_QA_ALLOW_PRODUCTION') !== 'yes') {
    throw new ConfigError(
      'STUB_QA',
      'NODE_ENV=production needs STUB_QA_ALLOW_PRODUCTION=yes to open the QA surface on purpose',
    );
  }
  const token = value('STUB_QA_TOKEN');
  return token
    ? { token, generated: false }
    : { token: randomBytes(32).toString('base64url'), generated: true };
}
