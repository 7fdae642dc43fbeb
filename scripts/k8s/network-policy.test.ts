/**
 * The setups' network policies, as committed: every pod is shut in both ways, and let through only
 * from the ingress controller and Prometheus, to the cluster DNS, the backend and Valkey.
 */
import { describe, expect, it } from 'vitest';
import { committedSetup, podTemplates, setupNames } from './committed.ts';

type Selector = { matchLabels?: Record<string, string> };
type Peer = { namespaceSelector?: Selector; podSelector?: Selector };
type Rule = { from?: Peer[]; to?: Peer[]; ports?: { port?: number | string; protocol?: string }[] };
type Policy = { podSelector?: Selector; policyTypes?: string[]; ingress?: Rule[]; egress?: Rule[] };

const appName = (selector?: Selector) =>
  selector?.matchLabels?.['app.kubernetes.io/name'] ?? selector?.matchLabels?.['k8s-app'];

/** A rule as one line: its peers (`namespace:<name>`, `pods:<app>`), then its ports. */
const line = (rule: Rule) =>
  [
    ...(rule.from ?? rule.to ?? []).map((peer) =>
      [
        peer.namespaceSelector &&
          `namespace:${peer.namespaceSelector.matchLabels?.['kubernetes.io/metadata.name']}`,
        peer.podSelector && `pods:${appName(peer.podSelector)}`,
      ]
        .filter(Boolean)
        .join(' '),
    ),
    ...(rule.ports ?? []).map(({ port, protocol }) => `${port}/${protocol}`),
  ].join(' ');

const dns = 'namespace:kube-system pods:kube-dns 53/UDP 53/TCP';
const fromOutside = ['namespace:ingress-nginx 3000/TCP', 'namespace:monitoring 9464/TCP'];
const expected: Record<string, Record<string, { in: string[]; out: string[] }>> = {
  demo: { 'campus-recruit': { in: fromOutside, out: [dns] } },
  scaled: {
    'campus-recruit': {
      in: fromOutside,
      out: [
        dns,
        'namespace:campus-recruit-backend 8080/TCP',
        'pods:campus-recruit-valkey 6379/TCP',
      ],
    },
    'campus-recruit-valkey': { in: ['pods:campus-recruit 6379/TCP'], out: [] },
  },
};

describe.each(setupNames)('the %s setup’s network policies', (name) => {
  const objects = committedSetup(name).map(({ object }) => object);
  const policies = objects
    .filter((object) => object.kind === 'NetworkPolicy')
    .map((object) => object.spec as Policy);

  it.each(podTemplates(objects).map((template) => template.name))(
    '%s: shut in both ways, let through only what it needs',
    (pods) => {
      const own = policies.filter((policy) => appName(policy.podSelector) === pods);
      expect(own).toHaveLength(1);
      expect(own[0]?.policyTypes).toEqual(['Ingress', 'Egress']);
      expect(own[0]?.ingress?.map(line)).toEqual(expected[name]?.[pods]?.in);
      expect(own[0]?.egress?.map(line)).toEqual(expected[name]?.[pods]?.out);
    },
  );
});
