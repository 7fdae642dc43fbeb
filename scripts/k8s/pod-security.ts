/**
 * The restricted Pod Security profile
 * (https://kubernetes.io/docs/concepts/security/pod-security-standards/#restricted), which each
 * setup's namespace enforces: every pod and container of the setups takes its fields from here.
 */
import type { IPodSecurityContext, ISecurityContext } from 'kubernetes-models/v1';

/** A pod that runs as `uid`, never root, under the container runtime's default seccomp filter. */
export const restrictedPod = (uid: number): IPodSecurityContext => ({
  runAsNonRoot: true,
  runAsUser: uid,
  runAsGroup: uid,
  fsGroup: uid,
  seccompProfile: { type: 'RuntimeDefault' },
});

/** A container with no capability, no way to gain privileges and a read-only root filesystem. */
export const restrictedContainer: ISecurityContext = {
  allowPrivilegeEscalation: false,
  capabilities: { drop: ['ALL'] },
  readOnlyRootFilesystem: true,
  runAsNonRoot: true,
  privileged: false,
};

/** The namespace's labels that have the API server refuse any pod short of the profile. */
export const enforceRestricted = {
  'pod-security.kubernetes.io/enforce': 'restricted',
  'pod-security.kubernetes.io/enforce-version': 'latest',
  'pod-security.kubernetes.io/warn': 'restricted',
  'pod-security.kubernetes.io/audit': 'restricted',
};
