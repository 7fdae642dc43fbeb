/**
 * The two setups of deploy/k8s/: what differs between them, each said once. Everything else is
 * built from facts.ts by edge.ts and valkey.ts.
 */
import type { IResourceRequirements } from 'kubernetes-models/v1';
import { edge } from './facts.ts';

export type SetupName = 'demo' | 'scaled';

export type Setup = {
  name: SetupName;
  /** What it is for, said at the top of its kustomization.yaml. */
  summary: string;
  namespace: string;
  /** The edge's environment (server/config.ts), all in one ConfigMap. */
  settings: Readonly<Record<string, string>>;
  /** The edge's pods; with `autoscale`, the fewest the autoscaler keeps. */
  replicas: number;
  /** A HorizontalPodAutoscaler on CPU, or none. */
  autoscale?: { maxReplicas: number; cpuPercent: number };
  /** Pods kept while nodes are drained (PodDisruptionBudget), or no budget. */
  minAvailable?: number;
  resources: IResourceRequirements;
  /** A Valkey the edges share their rate limits through (RATE_LIMIT_STORE, D31). */
  store: boolean;
};

/** Behind the ingress controller, stopped by Kubernetes: the same in both setups. */
const common = {
  PORT: String(edge.port),
  METRICS_PORT: String(edge.metricsPort),
  // The ingress controller appends the client's address to X-Forwarded-For.
  TRUST_PROXY: '1',
  // Above ingress-nginx's upstream keep-alive timeout (60 s): the controller closes first.
  KEEP_ALIVE_TIMEOUT_MS: '65000',
  PROXY_TIMEOUT_MS: '30000',
  // The longest proxied call and a margin; the grace period is built from it (edge.ts).
  DRAIN_TIMEOUT_MS: '35000',
};

const scaledReplicas = 3;

export const setups: readonly Setup[] = [
  {
    name: 'demo',
    summary:
      'One edge with the stub backend inside it and the demo stubs on, QA surface off. One replica ' +
      'only: the stub keeps its data in the pod, so a second one would be a second, different ' +
      'store; hence no autoscaler, and no disruption budget (for one pod it would either block ' +
      'node drains or allow everything).',
    namespace: 'campus-recruit-demo',
    settings: { ...common, STUB_BACKEND: 'on', DEMO_STUBS: 'on', STUB_QA: 'off' },
    replicas: 1,
    // The stub's store grows with use (server/stub/limits.ts bounds it).
    resources: {
      requests: { cpu: '250m', memory: '256Mi' },
      limits: { cpu: '1', memory: '512Mi' },
    },
    store: false,
  },
  {
    name: 'scaled',
    summary:
      'Edges proxying to BACKEND_URL (three, more under CPU load), sharing their rate limits ' +
      'through one Valkey. Create the Secret campus-recruit-valkey first (README).',
    namespace: 'campus-recruit',
    settings: {
      ...common,
      // A Service of the real backend in the cluster (`<service>.<namespace>.svc…`): its
      // namespace is what the edge's network policy lets it reach (edge.ts).
      BACKEND_URL: 'http://backend.campus-recruit-backend.svc.cluster.local:8080',
      STUB_BACKEND: 'off',
      DEMO_STUBS: 'off',
      // Each edge's share of a limit while Valkey cannot be reached: the pods usually running.
      RATE_LIMIT_REPLICAS: String(scaledReplicas),
    },
    replicas: scaledReplicas,
    autoscale: { maxReplicas: 10, cpuPercent: 70 },
    minAvailable: scaledReplicas - 1,
    // Peak RSS under load 160–220 MB (server/edge/node-flags.ts), the limiter's tables up to 60 MB.
    resources: {
      requests: { cpu: '250m', memory: '192Mi' },
      limits: { cpu: '1', memory: '384Mi' },
    },
    store: true,
  },
];
