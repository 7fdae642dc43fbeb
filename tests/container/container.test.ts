/**
 * The image and the QA stack. The Dockerfile and compose file are always checked offline; building
 * the image and bringing the stack up needs a Docker engine, and is skipped (saying why) without one.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { validate } from 'dockerfile-utils';
import { DockerComposeEnvironment, GenericContainer, Wait } from 'testcontainers';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const dockerfile = readFileSync('Dockerfile', 'utf8');
const instructions = dockerfile.replace(/^#.*$/gm, '');
const compose = parse(readFileSync('docker-compose.yml', 'utf8')) as {
  services: Record<string, Record<string, unknown>>;
};

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
      const base = `http://${app.getHost()}:${app.getMappedPort(3000)}`;
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
      const answer = (await response.json()) as { status: boolean; body: { userType: number } };
      expect(answer.status).toBe(true);
      expect(answer.body.userType).toBe(1);
    } finally {
      await stack.down();
    }
  });
});
