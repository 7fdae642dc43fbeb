import Type from 'typebox';
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './validate.ts';

// Issue 28: a value outside a closed list names the values allowed, not "must be equal to constant".

const schema = Type.Object({
  answer: Type.Optional(Type.Union([Type.Literal('yes'), Type.Literal('no')])),
  stage: Type.Optional(Type.Enum(['applied', 'rejected'])),
  maybe: Type.Optional(Type.Union([Type.Literal('online'), Type.Null()])),
  only: Type.Optional(Type.Literal('asc')),
  count: Type.Optional(Type.Union([Type.Literal('all'), Type.Integer()])),
  worded: Type.Optional(
    Type.Union([Type.Literal('a'), Type.Literal('b')], { errorMessage: 'must be a or b' }),
  ),
});

const errorsOf = (value: unknown) =>
  fieldErrors(schema, Compile(schema).Errors(value) as Parameters<typeof fieldErrors>[1]);

describe('the words for a value outside a closed list', () => {
  it.each([
    ['a union of literals', { answer: 'maybe' }, '/answer', 'must be one of "yes", "no"'],
    ['an enum', { stage: 'hired' }, '/stage', 'must be one of "applied", "rejected"'],
    ['a literal or null', { maybe: 'office' }, '/maybe', 'must be one of "online", null'],
    ['a lone literal', { only: 'desc' }, '/only', 'must be "asc"'],
    ['a union with its own words', { worded: 'c' }, '/worded', 'must be a or b'],
  ])('names the allowed values of %s', (_case, value, field, message) => {
    expect(errorsOf(value)).toEqual([{ field, message }]);
  });

  it('leaves a union that is not all literals to its first member’s words', () => {
    expect(errorsOf({ count: 'some' })).toEqual([
      { field: '/count', message: 'must be equal to constant' },
    ]);
  });
});
