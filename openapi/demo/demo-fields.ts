import Type from 'typebox';

// Field schemas the demo apps of issue 31 share. Each query parameter carries an example that names
// seeded data, so the OpenAPI document's "try it" works against a fresh stub (issue 31).

/** A record id of the demo data, with a seeded id as its example. */
export const seededId = (example: number) => Type.Integer({ minimum: 1, examples: [example] });

/** Text a person types: at least one character that is not a space. */
export const typedText = (maxLength: number, examples?: string[]) =>
  Type.String({
    ...(examples && { examples }),
    minLength: 1,
    maxLength,
    pattern: '\\S',
    errorMessage: `must have 1 to ${maxLength} characters and not be blank`,
  });

/** A search phrase of a demo list: optional, matched without regard to case. */
export const searchPhrase = (example: string) =>
  Type.String({ maxLength: 100, examples: [example] });
