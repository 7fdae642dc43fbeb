/** The Valkey of the scaled setup: one pod, its Service, and a policy that lets only the edges in. */
import { Deployment } from 'kubernetes-models/apps/v1';
import { type IProbe, Service } from 'kubernetes-models/v1';
import { labels, valkey } from './facts.ts';
import { isolated, tcp } from './network-policy.ts';
import { restrictedContainer, restrictedPod } from './pod-security.ts';
import type { Setup } from './setup.ts';

const selector = labels('valkey');

const answers = (seconds: { period: number; failures: number }): IProbe => ({
  tcpSocket: { port: 'valkey' },
  periodSeconds: seconds.period,
  timeoutSeconds: 2,
  failureThreshold: seconds.failures,
});

export function valkeyObjects(setup: Setup) {
  const metadata = { name: valkey.name, namespace: setup.namespace, labels: selector };

  const deployment = new Deployment({
    metadata,
    spec: {
      // One store: two would each count half of the attempts.
      replicas: 1,
      strategy: { type: 'Recreate' },
      selector: { matchLabels: selector },
      template: {
        metadata: { labels: selector },
        spec: {
          automountServiceAccountToken: false,
          enableServiceLinks: false,
          securityContext: restrictedPod(valkey.uid),
          containers: [
            {
              name: 'valkey',
              image: valkey.image,
              imagePullPolicy: 'IfNotPresent',
              env: [
                {
                  name: 'VALKEY_PASSWORD',
                  valueFrom: {
                    secretKeyRef: { name: valkey.secret.name, key: valkey.secret.key },
                  },
                },
              ],
              // The image's entrypoint runs valkey-server with these.
              args: [
                '--requirepass',
                '$(VALKEY_PASSWORD)',
                '--save',
                '',
                '--appendonly',
                'no',
                '--maxmemory',
                valkey.maxMemory,
                '--maxmemory-policy',
                'volatile-ttl',
              ],
              ports: [{ name: 'valkey', containerPort: valkey.port, protocol: 'TCP' }],
              resources: {
                requests: { cpu: '50m', memory: '64Mi' },
                limits: { cpu: '500m', memory: '256Mi' },
              },
              securityContext: restrictedContainer,
              startupProbe: answers({ period: 2, failures: 15 }),
              livenessProbe: answers({ period: 10, failures: 3 }),
              readinessProbe: answers({ period: 5, failures: 2 }),
              // The image's working directory; nothing is saved there (--save "").
              volumeMounts: [{ name: 'data', mountPath: '/data' }],
            },
          ],
          volumes: [{ name: 'data', emptyDir: { sizeLimit: '64Mi' } }],
        },
      },
    },
  });

  const service = new Service({
    metadata,
    spec: {
      type: 'ClusterIP',
      selector,
      ports: [{ name: 'valkey', port: valkey.port, targetPort: 'valkey', protocol: 'TCP' }],
    },
  });

  // Only the edges come in; it connects nowhere.
  const networkPolicy = isolated(
    metadata,
    [{ from: [{ podSelector: { matchLabels: labels('edge') } }], ports: [tcp(valkey.port)] }],
    [],
  );

  return [deployment, service, networkPolicy];
}
