import { ApiError } from '../../../shared/api/api-error.ts';

/** A field the server found wrong: its name path in the form, and what the server said of it. */
export type ServerFieldError = { name: string[]; message: string };

/**
 * The field of a 400 INVALID_INPUT answer. The server's message names the first field it found
 * wrong as a JSON pointer into the request (`/ctc/min: must not be more than the maximum`, see
 * server/contract/validate.ts); the form holds the request's shape, so the pointer less its
 * array positions is the form field's name. The ApiError keeps only that message, so only the
 * first field can be shown at its place.
 */
export function serverFieldError(error: unknown): ServerFieldError | undefined {
  if (!(error instanceof ApiError) || error.status !== 400 || error.code !== 'INVALID_INPUT') {
    return undefined;
  }
  const match = /^(\/\S*): (.+)$/.exec(error.serverMessage ?? '');
  if (!match?.[1] || !match[2]) return undefined;
  const name = match[1]
    .split('/')
    .filter((part) => part !== '' && !/^\d+$/.test(part))
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  return name.length > 0 ? { name, message: match[2] } : undefined;
}
