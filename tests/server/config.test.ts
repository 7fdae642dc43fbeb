import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { configFailure } from './helpers/test-config.ts';

const failure = configFailure;

describe('defaults', () => {
  it('gives a developer the app with the stub backend on port 3000', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      mode: 'app',
      backendUrl: undefined,
      stubBackend: true,
      demoStubs: true,
      proxyTimeoutMs: 30000,
      bodyLimit: 10485760,
      headersTimeoutMs: 10000,
      requestTimeoutMs: 30000,
      keepAliveTimeoutMs: 5000,
      maxConnections: 5000,
      drainTimeoutMs: 35000,
      rateLimits: true,
      trustProxy: 0,
      rateLimitMaxKeys: 20000,
      distDir: 'dist',
      nodeEnv: 'development',
      stubJwtSecret: undefined,
    });
    expect(loadConfig({}).version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('reads every variable', () => {
    expect(
      loadConfig({
        PORT: '8080',
        HOST: '127.0.0.1',
        BACKEND_URL: 'https://backend.example/base/',
        DEMO_STUBS: 'off',
        PROXY_TIMEOUT_MS: '5000',
        BODY_LIMIT: '1024',
        HEADERS_TIMEOUT_MS: '2000',
        REQUEST_TIMEOUT_MS: '60000',
        KEEP_ALIVE_TIMEOUT_MS: '65000',
        MAX_CONNECTIONS: '100',
        DRAIN_TIMEOUT_MS: '1000',
        RATE_LIMITS: 'off',
        TRUST_PROXY: '2',
        RATE_LIMIT_MAX_KEYS: '500',
        DIST_DIR: 'build',
        APP_VERSION: '1.2.3',
      }),
    ).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      backendUrl: 'https://backend.example/base',
      stubBackend: false,
      demoStubs: false,
      proxyTimeoutMs: 5000,
      bodyLimit: 1024,
      headersTimeoutMs: 2000,
      requestTimeoutMs: 60000,
      keepAliveTimeoutMs: 65000,
      maxConnections: 100,
      drainTimeoutMs: 1000,
      rateLimits: false,
      trustProxy: 2,
      rateLimitMaxKeys: 500,
      distDir: 'build',
      version: '1.2.3',
    });
  });

  it('drains for the proxy timeout and a margin unless told otherwise', () => {
    expect(loadConfig({ PROXY_TIMEOUT_MS: '60000' }).drainTimeoutMs).toBe(65000);
  });

  it('serves no metrics and loads no tracing unless asked', () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: undefined, otlpEndpoint: undefined });
    expect(
      loadConfig({ METRICS_PORT: '9464', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }),
    ).toMatchObject({ metricsPort: 9464, otlpEndpoint: 'http://collector:4318' });
  });

  it("leaves the stub's password cost to the stub unless told one", () => {
    expect(loadConfig({}).stubPasswordCost).toBeUndefined();
    expect(loadConfig({ STUB_PASSWORD_COST: '10' }).stubPasswordCost).toBe(10);
    expect(loadConfig({ STUB_PASSWORD_COST: '4' }).stubPasswordCost).toBe(4);
    expect(loadConfig({ STUB_PASSWORD_COST: '16' }).stubPasswordCost).toBe(16);
  });

  it.each(['3', '17', '0', 'ten', '10.5', '-1'])(
    'refuses STUB_PASSWORD_COST=%s with the allowed range',
    (cost) => {
      expect(failure({ STUB_PASSWORD_COST: cost }).message).toBe(
        "STUB_PASSWORD_COST: must be log2 of scrypt's N, a whole number from 4 to 16",
      );
    },
  );

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', BACKEND_URL: '' })).toMatchObject({
      port: 3000,
      stubBackend: true,
    });
  });
});

describe('bad values name their variable', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '-1' }, 'PORT'],
    [{ SERVER_MODE: 'proxy' }, 'SERVER_MODE'],
    [{ BACKEND_URL: 'not a url' }, 'BACKEND_URL'],
    [{ BACKEND_URL: 'ftp://backend.example' }, 'BACKEND_URL'],
    [{ BACKEND_URL: 'http://user:pw@backend.example' }, 'BACKEND_URL'],
    [{ BACKEND_URL: 'http://backend.example/?x=1' }, 'BACKEND_URL'],
    [{ STUB_BACKEND: 'yes' }, 'STUB_BACKEND'],
    [{ DEMO_STUBS: 'true' }, 'DEMO_STUBS'],
    [{ PROXY_TIMEOUT_MS: '0' }, 'PROXY_TIMEOUT_MS'],
    [{ PROXY_TIMEOUT_MS: '1.5' }, 'PROXY_TIMEOUT_MS'],
    [{ BODY_LIMIT: '0' }, 'BODY_LIMIT'],
    [{ BODY_LIMIT: '10MB' }, 'BODY_LIMIT'],
    [{ STUB_JWT_SECRET: 'short' }, 'STUB_JWT_SECRET'],
    [{ HEADERS_TIMEOUT_MS: '0' }, 'HEADERS_TIMEOUT_MS'],
    [{ HEADERS_TIMEOUT_MS: '10s' }, 'HEADERS_TIMEOUT_MS'],
    [{ REQUEST_TIMEOUT_MS: '0' }, 'REQUEST_TIMEOUT_MS'],
    [{ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' }, 'REQUEST_TIMEOUT_MS'],
    [{ KEEP_ALIVE_TIMEOUT_MS: '0' }, 'KEEP_ALIVE_TIMEOUT_MS'],
    [{ MAX_CONNECTIONS: '0' }, 'MAX_CONNECTIONS'],
    [{ MAX_CONNECTIONS: 'many' }, 'MAX_CONNECTIONS'],
    [{ DRAIN_TIMEOUT_MS: '0' }, 'DRAIN_TIMEOUT_MS'],
    [{ RATE_LIMITS: 'true' }, 'RATE_LIMITS'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY'],
    [{ RATE_LIMIT_MAX_KEYS: '10' }, 'RATE_LIMIT_MAX_KEYS'],
    [{ METRICS_PORT: '0' }, 'METRICS_PORT'],
    [{ METRICS_PORT: '70000' }, 'METRICS_PORT'],
    [{ METRICS_PORT: '3000' }, 'METRICS_PORT'],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }, 'OTEL_EXPORTER_OTLP_ENDPOINT'],
  ])('rejects %o naming %s', (env, variable) => {
    const error = failure(env);
    expect(error.variable).toBe(variable);
    expect(error.message.startsWith(`${variable}: `)).toBe(true);
  });
});

describe('backend and stub rules', () => {
  it('turns the stub off when BACKEND_URL is set', () => {
    expect(loadConfig({ BACKEND_URL: 'http://backend:8080' }).stubBackend).toBe(false);
  });

  it('refuses BACKEND_URL together with STUB_BACKEND=on', () => {
    expect(failure({ BACKEND_URL: 'http://backend:8080', STUB_BACKEND: 'on' }).variable).toBe(
      'STUB_BACKEND',
    );
  });

  it('refuses STUB_BACKEND=off without a BACKEND_URL', () => {
    expect(failure({ STUB_BACKEND: 'off' }).variable).toBe('BACKEND_URL');
  });

  it('runs the stub at the root in stub-backend mode and refuses a BACKEND_URL there', () => {
    expect(loadConfig({ SERVER_MODE: 'stub-backend' })).toMatchObject({
      mode: 'stub-backend',
      stubBackend: true,
    });
    expect(failure({ SERVER_MODE: 'stub-backend', BACKEND_URL: 'http://backend' }).variable).toBe(
      'BACKEND_URL',
    );
  });
});

describe('production rules', () => {
  it('refuses to start the stub without an explicit STUB_BACKEND=on', () => {
    const error = failure({ NODE_ENV: 'production' });
    expect(error.variable).toBe('STUB_BACKEND');
  });

  it('starts the stub in production when asked for explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'production', STUB_BACKEND: 'on' })).toMatchObject({
      stubBackend: true,
      demoStubs: false,
    });
  });

  it('turns the demo stubs off by default and on when asked', () => {
    const env = { NODE_ENV: 'production', BACKEND_URL: 'http://backend' };
    expect(loadConfig(env).demoStubs).toBe(false);
    expect(loadConfig({ ...env, DEMO_STUBS: 'on' }).demoStubs).toBe(true);
  });
});
