/**
 * The image and the QA stacks. The Dockerfile, compose file and load balancer's configuration are
 * always checked offline; building the image and bringing a stack up needs a Docker engine, and is
 * skipped (saying why) without one.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validate } from 'dockerfile-utils';
import { DockerComposeEnvironment, GenericContainer, Wait } from 'testcontainers';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { unknownToServer } from '../../scripts/k8s/server-variables.ts';

const dockerfile = readFileSync('Dockerfile', 'utf8');
const instructions = dockerfile.replace(/^#.*$/gm, '');
type Service = {
  image?: string;
  profiles?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  healthcheck?: unknown;
};
const compose = parse(readFileSync('docker-compose.yml', 'utf8')) as {
  services: Record<string, Service>;
};
const nginxConf = readFileSync('deploy/compose/nginx.conf', 'utf8');

const engine = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], {
  encoding: 'utf8',
});
const engineAnswers = engine.status === 0;
if (!engineAnswers) {
  const why = (engine.stderr || engine.error?.message || 'no answer').trim().split('\n')[0];
  console.log(`container suite: image and compose runs skipped, no Docker engine answers (${why})`);
}
const composeCli = spawnSync('docker-compose', ['version'], { encoding: 'utf8' }).status === 0;
if (!composeCli) {
  console.log('container suite: `docker-compose config` skipped, docker-compose is not installed');
}
const nginx = spawnSync('nginx', ['-v'], { encoding: 'utf8' }).status === 0;
if (!nginx) {
  console.log('container suite: `nginx -t` of the load balancer skipped, nginx is not installed');
}

/** A sign-in as the seeded student, through the edge at `base`: the stub backend's answer. */
async function signIn(base: string) {
  const response = await fetch(`${base}/api/user/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: '' },
    body: JSON.stringify({
      username: 'student@example.com',
      password: 'Demo@1234',
      deviceInfo: {
        name: 'ci',
        version: '1',
        layout: 'desktop',
        os: 'linux',
        product: 'test',
        isMobile: false,
      },
    }),
  });
  return (await response.json()) as { status: boolean; body: { userType: number } };
}

describe('the Dockerfile, checked offline', () => {
  it('has no problems dockerfile-utils can find', () => {
    expect(validate(dockerfile).map((d) => d.message)).toEqual([]);
  });

  it('builds on the official Node 24 slim image in two stages', () => {
    expect(dockerfile.match(/^FROM node:24-slim/gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/RUN npm ci/);
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
  });

  it('has Chromium in the build stage only, so the build prerenders the public screens', () => {
    const [build = '', runtime = ''] = dockerfile.split(/^FROM /m).slice(1);
    expect(build).toMatch(/apt-get install -y --no-install-recommends chromium/);
    expect(runtime).not.toMatch(/chromium/i);
  });

  it('runs as a non-root user with a health check on /healthz and the stub off', () => {
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/healthz/);
    expect(dockerfile).toMatch(/NODE_ENV=production/);
    expect(instructions).not.toMatch(/STUB_BACKEND/);
  });
});

describe('the QA stack, checked offline', () => {
  it.skipIf(!composeCli)('is a valid compose file', () => {
    const result = spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], {
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('runs the app in proxy mode with demo stubs, in front of the image as stub backend', () => {
    const { app, backend } = compose.services;
    expect(app?.environment).toMatchObject({
      BACKEND_URL: 'http://backend:4000',
      DEMO_STUBS: 'on',
    });
    expect(backend?.environment).toMatchObject({ SERVER_MODE: 'stub-backend', STUB_BACKEND: 'on' });
    expect(app?.depends_on).toEqual({ backend: { condition: 'service_healthy' } });
    expect(app?.healthcheck).toBeDefined();
    expect(backend?.healthcheck).toBeDefined();
  });
});

/** The edges of the scaled stack: the services that share a rate-limit store. */
const edges = Object.entries(compose.services).filter(
  ([, service]) => service.environment?.RATE_LIMIT_STORE !== undefined,
);

describe('the scaled stack, checked offline', () => {
  it('runs two edges of the image in proxy mode, sharing one Valkey, before the one stub backend', () => {
    expect(edges.map(([name]) => name)).toEqual(['edge-1', 'edge-2']);
    for (const [, edge] of edges) {
      expect(edge.image).toBe(compose.services.app?.image);
      expect(edge.environment).toMatchObject({
        BACKEND_URL: compose.services.app?.environment?.BACKEND_URL,
        RATE_LIMIT_STORE: 'redis://valkey:6379',
        RATE_LIMIT_REPLICAS: String(edges.length),
        TRUST_PROXY: '1',
      });
      expect(edge.depends_on).toEqual({
        backend: { condition: 'service_healthy' },
        valkey: { condition: 'service_healthy' },
      });
      expect(edge.healthcheck).toBeDefined();
    }
    expect(compose.services.valkey?.image).toMatch(/^valkey\/valkey:/);
    expect(compose.services.backend?.environment?.SERVER_MODE).toBe('stub-backend');
  });

  it('puts them behind nginx, only under the scaled profile', () => {
    const { lb } = compose.services;
    expect(lb?.image).toMatch(/^nginx:/);
    expect(lb?.volumes).toContain('./deploy/compose/nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(Object.keys(lb?.depends_on ?? {})).toEqual(edges.map(([name]) => name));
    for (const name of ['lb', 'valkey', ...edges.map(([edge]) => edge)]) {
      expect(compose.services[name]?.profiles, name).toEqual(['scaled']);
    }
    for (const name of ['app', 'backend']) expect(compose.services[name]?.profiles).toBeUndefined();
  });

  it('has nginx balance over exactly those edges, on their port', () => {
    const upstream = /upstream edges \{([^}]*)\}/.exec(nginxConf)?.[1] ?? '';
    const servers = [...upstream.matchAll(/server ([\w-]+):(\d+)/g)].map(([, host, port]) => ({
      host,
      port,
    }));
    expect(servers).toEqual(
      edges.map(([name, edge]) => ({ host: name, port: edge.environment?.PORT })),
    );
  });

  it.skipIf(!nginx)('has a configuration nginx accepts', () => {
    // The edges' names resolve only on the stack's network: a loopback address stands in.
    const dir = mkdtempSync(join(tmpdir(), 'lb-'));
    try {
      writeFileSync(join(dir, 'nginx.conf'), nginxConf.replace(/edge-\d+:/g, '127.0.0.1:'));
      const result = spawnSync(
        'nginx',
        ['-t', '-e', 'stderr', '-p', dir, '-c', join(dir, 'nginx.conf')],
        {
          encoding: 'utf8',
        },
      );
      expect(result.stderr).toMatch(/test is successful/);
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives the image only variables the server reads', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.image !== compose.services.app?.image) continue;
      expect(unknownToServer(Object.keys(service.environment ?? {})), name).toEqual([]);
    }
  });
});

describe.skipIf(!engineAnswers)('the image and the stack, on a Docker engine', () => {
  it('refuses to start without BACKEND_URL, and serves the app with STUB_BACKEND=on', async () => {
    const image = await GenericContainer.fromDockerfile('.').build('campus-recruit:test');
    const refused = spawnSync('docker', ['run', '--rm', 'campus-recruit:test'], {
      encoding: 'utf8',
    });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr + refused.stdout).toMatch(/BACKEND_URL/);

    const container = await image
      .withEnvironment({ STUB_BACKEND: 'on' })
      .withExposedPorts(3000)
      .withWaitStrategy(Wait.forHealthCheck())
      .start();
    try {
      const base = `http://${container.getHost()}:${container.getMappedPort(3000)}`;
      expect((await fetch(`${base}/login`)).status).toBe(200);
    } finally {
      await container.stop();
    }
  });

  it('signs in through the app to the stub backend behind it', async () => {
    const stack = await new DockerComposeEnvironment('.', 'docker-compose.yml')
      .withBuild()
      .withWaitStrategy('app-1', Wait.forHealthCheck())
      .up();
    try {
      const app = stack.getContainer('app-1');
      const answer = await signIn(`http://${app.getHost()}:${app.getMappedPort(3000)}`);
      expect(answer.status).toBe(true);
      expect(answer.body.userType).toBe(1);
    } finally {
      await stack.down();
    }
  });
});

describe.skipIf(!engineAnswers)('the scaled stack, on a Docker engine', () => {
  it('signs in through nginx and either edge to the stub backend', async () => {
    const stack = await new DockerComposeEnvironment('.', 'docker-compose.yml')
      .withProfiles('scaled')
      .withBuild()
      .withWaitStrategy('edge-1-1', Wait.forHealthCheck())
      .withWaitStrategy('edge-2-1', Wait.forHealthCheck())
      .up(['lb']);
    try {
      const lb = stack.getContainer('lb-1');
      const base = `http://${lb.getHost()}:${lb.getMappedPort(8080)}`;
      // Round robin: two sign-ins, one through each edge.
      for (const _ of edges) expect((await signIn(base)).status).toBe(true);
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
    } finally {
      await stack.down();
    }
  });
});
