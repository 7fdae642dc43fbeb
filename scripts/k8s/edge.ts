/** The edge's objects in a setup: its settings, pods, Service, budget, autoscaler and network policy. */
import { createHash } from 'node:crypto';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import type { INetworkPolicyEgressRule } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, type IEnvVar, type IHTTPGetAction, Service } from 'kubernetes-models/v1';
import { edge, edgeImage, labels, neighbours, valkey } from './facts.ts';
import { inNamespace, isolated, tcp } from './network-policy.ts';
import { restrictedContainer, restrictedPod } from './pod-security.ts';
import type { Setup } from './setup.ts';

const selector = labels('edge');

/** Where the edge may connect: the cluster DNS, and per setup the backend and Valkey. */
function edgeEgress(setup: Setup): INetworkPolicyEgressRule[] {
  const { dns } = neighbours;
  const rules: INetworkPolicyEgressRule[] = [
    {
      to: [{ ...inNamespace(dns.namespace), podSelector: { matchLabels: dns.podLabels } }],
      ports: [
        { protocol: 'UDP', port: dns.port },
        { protocol: 'TCP', port: dns.port },
      ],
    },
  ];
  const backendUrl = setup.settings.BACKEND_URL;
  if (backendUrl) {
    // A policy sees the backend pod's own port: the Service's port must be the same here.
    const url = new URL(backendUrl);
    const namespace = url.hostname.split('.')[1];
    if (!namespace || !url.hostname.includes('.svc')) {
      throw new Error(`BACKEND_URL ${backendUrl} is not <service>.<namespace>.svc…`);
    }
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    rules.push({ to: [inNamespace(namespace)], ports: [tcp(port)] });
  }
  if (setup.store) {
    rules.push({
      to: [{ podSelector: { matchLabels: labels('valkey') } }],
      ports: [tcp(valkey.port)],
    });
  }
  return rules;
}

/**
 * The store's address with its password from the Secret: Kubernetes puts VALKEY_PASSWORD in
 * RATE_LIMIT_STORE's value ($(…) names a variable defined before it), so the password is kept in
 * one place, the Secret. A hex password needs no escaping in the URL (README).
 */
const storeEnv: IEnvVar[] = [
  {
    name: 'VALKEY_PASSWORD',
    valueFrom: { secretKeyRef: { name: valkey.secret.name, key: valkey.secret.key } },
  },
  { name: 'RATE_LIMIT_STORE', value: `redis://:$(VALKEY_PASSWORD)@${valkey.name}:${valkey.port}` },
];

const probe = (path: string): { httpGet: IHTTPGetAction } => ({
  httpGet: { path, port: 'http' },
});

export function edgeObjects(setup: Setup) {
  const metadata = { name: edge.name, namespace: setup.namespace, labels: selector };
  const settingsHash = createHash('sha256')
    .update(JSON.stringify(setup.settings))
    .digest('hex')
    .slice(0, 16);
  const drainSeconds = Math.ceil(Number(setup.settings.DRAIN_TIMEOUT_MS) / 1000);

  const settings = new ConfigMap({ metadata, data: { ...setup.settings } });

  const deployment = new Deployment({
    metadata,
    spec: {
      // With an autoscaler it owns the count: an apply would otherwise reset it.
      ...(setup.autoscale ? {} : { replicas: setup.replicas }),
      revisionHistoryLimit: 5,
      selector: { matchLabels: selector },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
      template: {
        metadata: {
          labels: selector,
          // A new hash on a change of settings rolls the pods, which read them only at start.
          annotations: { 'campus-recruit/settings-hash': settingsHash },
        },
        spec: {
          automountServiceAccountToken: false,
          enableServiceLinks: false,
          securityContext: restrictedPod(edge.uid),
          // Kubernetes counts the preStop pause in the grace period; then the drain, then a margin.
          terminationGracePeriodSeconds: edge.preStopSeconds + drainSeconds + 5,
          topologySpreadConstraints: [
            {
              maxSkew: 1,
              topologyKey: 'kubernetes.io/hostname',
              // A cluster of one node still runs the setup.
              whenUnsatisfiable: 'ScheduleAnyway',
              labelSelector: { matchLabels: selector },
            },
          ],
          containers: [
            {
              name: 'edge',
              image: edgeImage,
              imagePullPolicy: 'IfNotPresent',
              ports: [
                { name: 'http', containerPort: edge.port, protocol: 'TCP' },
                { name: 'metrics', containerPort: edge.metricsPort, protocol: 'TCP' },
              ],
              envFrom: [{ configMapRef: { name: edge.name } }],
              ...(setup.store ? { env: storeEnv } : {}),
              resources: setup.resources,
              securityContext: restrictedContainer,
              // Up to a minute to start on a busy node; liveness waits for it.
              startupProbe: {
                ...probe(edge.livePath),
                periodSeconds: 2,
                timeoutSeconds: 2,
                failureThreshold: 30,
              },
              livenessProbe: {
                ...probe(edge.livePath),
                periodSeconds: 10,
                timeoutSeconds: 2,
                failureThreshold: 3,
              },
              // /readyz asks the backend at most every 2 s, with a 1 s connect timeout.
              readinessProbe: {
                ...probe(edge.readyPath),
                periodSeconds: 5,
                timeoutSeconds: 2,
                failureThreshold: 2,
              },
              lifecycle: { preStop: { sleep: { seconds: edge.preStopSeconds } } },
              volumeMounts: [{ name: 'scratch', mountPath: edge.scratch.path }],
            },
          ],
          volumes: [{ name: 'scratch', emptyDir: { sizeLimit: edge.scratch.sizeLimit } }],
        },
      },
    },
  });

  const service = new Service({
    metadata,
    spec: {
      type: 'ClusterIP',
      selector,
      ports: [
        { name: 'http', port: 80, targetPort: 'http', protocol: 'TCP' },
        { name: 'metrics', port: edge.metricsPort, targetPort: 'metrics', protocol: 'TCP' },
      ],
    },
  });

  const budget =
    setup.minAvailable === undefined
      ? undefined
      : new PodDisruptionBudget({
          metadata,
          spec: { minAvailable: setup.minAvailable, selector: { matchLabels: selector } },
        });

  const autoscaler =
    setup.autoscale &&
    new HorizontalPodAutoscaler({
      metadata,
      spec: {
        scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: edge.name },
        minReplicas: setup.replicas,
        maxReplicas: setup.autoscale.maxReplicas,
        metrics: [
          {
            type: 'Resource',
            resource: {
              name: 'cpu',
              target: { type: 'Utilization', averageUtilization: setup.autoscale.cpuPercent },
            },
          },
        ],
      },
    });

  const networkPolicy = isolated(
    metadata,
    [
      { from: [inNamespace(neighbours.ingress)], ports: [tcp(edge.port)] },
      { from: [inNamespace(neighbours.monitoring)], ports: [tcp(edge.metricsPort)] },
    ],
    edgeEgress(setup),
  );

  return [settings, deployment, service, budget, autoscaler, networkPolicy].filter(
    (object) => object !== undefined,
  );
}
