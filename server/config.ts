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
  distDir: string;
  nodeEnv: string;
  version: string;
  stubJwtSecret: string | undefined;
  /** The stub's QA surface under /__stub (STUB_QA): off, or on behind this X-QA-Token. */
  stubQa: StubQa;
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
  DIST_DIR: Type.Optional(Type.String({ minLength: 1, description: 'must not be empty' })),
  STUB_JWT_SECRET: Type.Optional(
    Type.String({ minLength: 16, description: 'must be at least 16 characters' }),
  ),
  APP_VERSION: Type.Optional(Type.String({ minLength: 1, description: 'must not be empty' })),
  STUB_QA: Type.Optional(oneOf('on', 'off')),
  STUB_QA_TOKEN: Type.Optional(
    Type.String({ minLength: 16, description: 'must be at least 16 characters' }),
  ),
  STUB_QA_ALLOW_PRODUCTION: Type.Optional(oneOf('yes', 'no')),
});
const checkEnvironment = Compile(Environment);

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

  const port = Number(value('PORT') ?? 3000);
  if (port > 65535) throw new ConfigError('PORT', described.PORT?.description ?? '');
  const proxyTimeoutMs = Number(value('PROXY_TIMEOUT_MS') ?? 30_000);
  if (proxyTimeoutMs < 1 || proxyTimeoutMs > 600_000) {
    throw new ConfigError('PROXY_TIMEOUT_MS', described.PROXY_TIMEOUT_MS?.description ?? '');
  }
  const bodyLimit = Number(value('BODY_LIMIT') ?? 10_485_760);
  if (bodyLimit < 1) throw new ConfigError('BODY_LIMIT', described.BODY_LIMIT?.description ?? '');

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
    distDir: value('DIST_DIR') ?? 'dist',
    nodeEnv,
    version: value('APP_VERSION') ?? packageJson.version,
    stubJwtSecret: value('STUB_JWT_SECRET'),
    stubQa: decideStubQa(value, stubBackend, production),
  };
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
