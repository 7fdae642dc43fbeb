/**
 * The setups' settings against server/config.ts: every variable the edge's pods get is one the
 * server reads, and together they are a configuration the server starts with.
 */
import type { IContainer } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { committedSetup, type Manifest, podTemplates, setupNames } from './committed.ts';
import { edge } from './facts.ts';
import { unknownToServer } from './server-variables.ts';

/** A variable named in another's value as $(NAME): Kubernetes puts its value there. */
const references = (value: string | undefined) =>
  [...(value ?? '').matchAll(/\$\(([A-Z0-9_]+)\)/g)].flatMap((match) => match.slice(1));

/** The edge's container, and the environment Kubernetes gives it: ConfigMap, then `env`. */
function edgeEnvironment(objects: Manifest[]) {
  const pod = podTemplates(objects).find((template) => template.name === edge.name)?.pod;
  const container = pod?.containers[0] as IContainer;
  const fromConfigMaps = (container.envFrom ?? []).flatMap((source) => {
    const map = objects.find(
      (object) => object.kind === 'ConfigMap' && object.metadata.name === source.configMapRef?.name,
    );
    expect(map, `ConfigMap ${source.configMapRef?.name}`).toBeDefined();
    return Object.entries(map?.data ?? {});
  });
  const env = new Map<string, unknown>(fromConfigMaps);
  // A secret's value is unknown here: a hex string stands in, as the README has it made.
  for (const variable of container.env ?? []) {
    const value =
      variable.valueFrom !== undefined
        ? 'a1'.repeat(16)
        : (variable.value ?? '').replace(/\$\(([A-Z0-9_]+)\)/g, (_, name) => String(env.get(name)));
    env.set(variable.name, value);
  }
  return { pod, container, env };
}

describe.each(setupNames)('the %s setup’s edge', (name) => {
  const objects = committedSetup(name).map(({ object }) => object);
  const { pod, container, env } = edgeEnvironment(objects);

  it('is given only variables the server reads', () => {
    const ingredients = new Set((container.env ?? []).flatMap((v) => references(v.value)));
    expect(unknownToServer(env.keys(), ingredients)).toEqual([]);
  });

  it('has every setting a string, as a ConfigMap must (YAML 1.1 reads a bare off as false)', () => {
    for (const [variable, value] of env) expect(typeof value, variable).toBe('string');
  });

  it('is a configuration the server starts with, on the ports and drain the pod expects', () => {
    // The image sets NODE_ENV (Dockerfile).
    const config = loadConfig({ NODE_ENV: 'production', ...Object.fromEntries(env) } as Record<
      string,
      string
    >);
    const http = container.ports?.find((port) => port.name === 'http');
    expect(config.port).toBe(http?.containerPort);
    expect(config.stubQa).toBe(false);
    const grace = pod?.terminationGracePeriodSeconds ?? 30;
    const preStop = container.lifecycle?.preStop?.sleep?.seconds ?? 0;
    expect(grace * 1000).toBeGreaterThan(preStop * 1000 + config.drainTimeoutMs);
  });
});

it('tells an unknown variable from a known one', () => {
  expect(unknownToServer(['BACKEND_URL', 'NODE_ENV', 'BACKEND_URI', 'X'], new Set(['X']))).toEqual([
    'BACKEND_URI',
  ]);
});
