/** The navigation state the recovery screens hand on (seed §2, D10). */
export type RecoveryState = { secret: string; email?: string };

/** Reads `{ secret, email }` from `location.state`; undefined when there is no secret. */
export function recoveryStateOf(state: unknown): RecoveryState | undefined {
  if (typeof state !== 'object' || state === null || !('secret' in state)) return undefined;
  if (typeof state.secret !== 'string' || state.secret === '') return undefined;
  const email = 'email' in state && typeof state.email === 'string' ? state.email : undefined;
  return { secret: state.secret, email };
}
