/** Network policies that shut a component's pods in, then let through only what is listed. */
import {
  type INetworkPolicyEgressRule,
  type INetworkPolicyIngressRule,
  type INetworkPolicyPort,
  NetworkPolicy,
} from 'kubernetes-models/networking.k8s.io/v1';

/** Pods of a namespace, by the label Kubernetes gives every namespace. */
export const inNamespace = (name: string) => ({
  namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': name } },
});

export const tcp = (port: number): INetworkPolicyPort => ({ protocol: 'TCP', port });

/** Both directions denied to the pods `metadata.labels` selects, but for `ingress` and `egress`. */
export const isolated = (
  metadata: { name: string; namespace: string; labels: Record<string, string> },
  ingress: INetworkPolicyIngressRule[],
  egress: INetworkPolicyEgressRule[],
) =>
  new NetworkPolicy({
    metadata,
    spec: {
      podSelector: { matchLabels: metadata.labels },
      policyTypes: ['Ingress', 'Egress'],
      ingress,
      egress,
    },
  });
