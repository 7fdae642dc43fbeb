/**
 * What the Kubernetes setups say, each once: the image, its ports, probes and user, the Valkey
 * beside it, and the cluster's neighbours the network policies let in and out. The objects are
 * built from these (edge.ts, valkey.ts, setups.ts) and written to deploy/k8s/ by
 * `npm run manifests`.
 */
import packageJson from '../../package.json' with { type: 'json' };

/** The image the Dockerfile builds; `kustomize edit set image campus-recruit=…` points it elsewhere. */
export const edgeImage = `campus-recruit:${packageJson.version}`;

/** The edge as its container runs. */
export const edge = {
  name: 'campus-recruit',
  /** PORT. */
  port: 3000,
  /** METRICS_PORT: /metrics in the Prometheus text format, never on the public port (D32). */
  metricsPort: 9464,
  /** The node:24-slim image's `node` user (Dockerfile `USER node`): numeric, so kubelet can check it. */
  uid: 1000,
  /** The process answers (restart it if not). */
  livePath: '/livez',
  /** It takes new users (send it none if not): 503 without the build, and from SIGTERM on. */
  readyPath: '/readyz',
  /**
   * Seconds the pod keeps serving after Kubernetes decided to stop it, before SIGTERM: the time
   * for the endpoint's removal to reach every node and the ingress controller, so no new request is
   * sent to a server that has closed its listener.
   */
  preStopSeconds: 5,
  /**
   * The server writes no file (strace of a stub run with sign-in, pages and the probes showed none);
   * /tmp is writable for Node and libraries that may, the rest of the filesystem read-only.
   */
  scratch: { path: '/tmp', sizeLimit: '16Mi' },
} as const;

/** The Valkey the scaled setup's edges share their rate limits through (D31). */
export const valkey = {
  name: 'campus-recruit-valkey',
  image: 'valkey/valkey:8.1',
  port: 6379,
  /** The official image's `valkey` user. */
  uid: 999,
  /** Made by hand before the first apply (README): the manifests only name it. */
  secret: { name: 'campus-recruit-valkey', key: 'password' },
  /**
   * Rate-limit counters only, every one with an expiry: nothing is saved to disk (a restart
   * empties the windows, which is the in-memory limits' behaviour too), and past the memory cap the
   * counters closest to expiring go first.
   */
  maxMemory: '192mb',
} as const;

/**
 * The namespaces, by their `kubernetes.io/metadata.name` label, whose pods may reach the edge:
 * the ingress controller's on the public port, the Prometheus's on the metrics port.
 */
export const neighbours = {
  ingress: 'ingress-nginx',
  monitoring: 'monitoring',
  /** The cluster DNS (CoreDNS keeps kube-dns's label). */
  dns: { namespace: 'kube-system', podLabels: { 'k8s-app': 'kube-dns' }, port: 53 },
} as const;

/** The labels every object of the product carries; a component's pods are selected by both. */
export const labels = (component: 'edge' | 'valkey') => ({
  'app.kubernetes.io/name': component === 'edge' ? edge.name : valkey.name,
  'app.kubernetes.io/component': component,
  'app.kubernetes.io/part-of': 'campus-recruit',
});
