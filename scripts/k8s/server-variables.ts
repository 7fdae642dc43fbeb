/** Which of the variables a deployment sets the server does not read (server/config.ts). */
import { knownVariables } from '../../server/config.ts';

/**
 * The names among `names` the server does not read. `ingredients` are variables set only to be
 * put into another's value (Kubernetes' `$(NAME)`), which the server never sees by their name.
 */
export const unknownToServer = (
  names: Iterable<string>,
  ingredients: ReadonlySet<string> = new Set(),
): string[] =>
  [...names].filter((name) => !knownVariables.includes(name) && !ingredients.has(name));
