/**
 * Every pod template of both setups meets the restricted Pod Security profile, which their
 * namespaces enforce: read from the committed YAML, field by field as the profile lists them
 * (https://kubernetes.io/docs/concepts/security/pod-security-standards/), plus a read-only root
 * filesystem, requests and limits, and the edge's probes and stop.
 */
import type { IContainer, IPodSpec } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { committedSetup, podTemplates, setupNames } from './committed.ts';
import { edge } from './facts.ts';

/** The volume types the restricted profile allows. */
const restrictedVolumes = [
  'configMap',
  'csi',
  'downwardAPI',
  'emptyDir',
  'ephemeral',
  'persistentVolumeClaim',
  'projected',
  'secret',
];

describe.each(setupNames)('the %s setup', (name) => {
  const objects = committedSetup(name).map(({ object }) => object);
  const pods = podTemplates(objects);

  it('has its namespace enforce the restricted profile', () => {
    const namespace = objects.find((object) => object.kind === 'Namespace');
    expect(namespace?.metadata.labels).toMatchObject({
      'pod-security.kubernetes.io/enforce': 'restricted',
    });
  });

  it('has pods', () => {
    expect(pods.length).toBeGreaterThan(0);
  });

  it.each(pods.map(({ name, pod }) => [name, pod] as const))(
    '%s: runs as non-root under RuntimeDefault seccomp, shares nothing with the host',
    (_, pod) => {
      expect(pod.securityContext).toMatchObject({
        runAsNonRoot: true,
        seccompProfile: { type: 'RuntimeDefault' },
      });
      expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
      expect(pod.hostNetwork ?? false).toBe(false);
      expect(pod.hostPID ?? false).toBe(false);
      expect(pod.hostIPC ?? false).toBe(false);
      expect(pod.automountServiceAccountToken).toBe(false);
      for (const volume of pod.volumes ?? []) {
        const types = Object.keys(volume).filter((key) => key !== 'name');
        expect(
          types.every((type) => restrictedVolumes.includes(type)),
          volume.name,
        ).toBe(true);
      }
    },
  );

  const containers = pods.flatMap(({ name, pod }) =>
    [...(pod.initContainers ?? []), ...pod.containers].map(
      (container) => [`${name}/${container.name}`, container, pod] as const,
    ),
  );

  it.each(containers)(
    '%s: no privilege, no capability, a read-only root, requests and limits',
    (_, container, pod) => {
      expect(container.securityContext).toMatchObject({
        allowPrivilegeEscalation: false,
        capabilities: { drop: ['ALL'] },
        readOnlyRootFilesystem: true,
      });
      expect(container.securityContext?.privileged ?? false).toBe(false);
      expect(container.securityContext?.capabilities?.add ?? []).toEqual([]);
      expect(container.securityContext?.runAsUser ?? pod.securityContext?.runAsUser).not.toBe(0);
      expect(container.ports?.every((port) => port.hostPort === undefined)).toBe(true);
      for (const kind of ['requests', 'limits'] as const) {
        expect(Object.keys(container.resources?.[kind] ?? {}).sort()).toEqual(['cpu', 'memory']);
      }
      // What it may write is a volume: nothing else is writable.
      const mounted = (container.volumeMounts ?? []).map((mount) => mount.name);
      expect(mounted.every((volume) => pod.volumes?.some((v) => v.name === volume))).toBe(true);
    },
  );

  it('has the edge probed on /livez and /readyz, paused before SIGTERM and spread over nodes', () => {
    const edgePod = pods.find((pod) => pod.name === edge.name)?.pod as IPodSpec;
    const container = edgePod.containers[0] as IContainer;
    expect(container.startupProbe?.httpGet).toMatchObject({ path: '/livez', port: 'http' });
    expect(container.livenessProbe?.httpGet).toMatchObject({ path: '/livez', port: 'http' });
    expect(container.readinessProbe?.httpGet).toMatchObject({ path: '/readyz', port: 'http' });
    expect(container.lifecycle?.preStop?.sleep?.seconds).toBeGreaterThan(0);
    expect(edgePod.topologySpreadConstraints?.[0]).toMatchObject({
      topologyKey: 'kubernetes.io/hostname',
      maxSkew: 1,
    });
  });
});
