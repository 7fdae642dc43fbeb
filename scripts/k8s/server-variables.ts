/** Which of the variables a deployment sets the server does not read (server/config.ts). */
import { knownVariables } from '../../server/config.ts';

/**
 * Set by the scaled setups, read by the server once the branches that add them are merged: the
 * shared limits (RATE_LIMIT_STORE, RATE_LIMIT_REPLICAS) and the metrics port (METRICS_PORT).
 * Once config.ts knows one, scripts/k8s/settings.test.ts fails until it is taken off this list.
 */
export const awaitingMerge: readonly string[] = [];

/**
 * The names among `names` the server does not read. `ingredients` are variables set only to be
 * put into another's value (Kubernetes' `$(NAME)`), which the server never sees by their name.
 */
export const unknownToServer = (
  names: Iterable<string>,
  ingredients: ReadonlySet<string> = new Set(),
): string[] =>
  [...names].filter(
    (name) =>
      !knownVariables.includes(name) && !awaitingMerge.includes(name) && !ingredients.has(name),
  );
