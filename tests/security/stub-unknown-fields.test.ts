/**
 * The probe's extra fields: every request body took any property besides the contract's, a
 * million-deep object included. A body now holds only the fields its schema names (400 naming the
 * first unknown one, at any depth), and a body nesting deeper than any schema is refused from its
 * text, before it is parsed or walked.
 */
import { describe, expect, it } from 'vitest';
import { maxBodyDepth } from '../../server/contract/validate.ts';
import {
  fingerprint,
  jobInput,
  recruitmentStub,
} from '../../server/stub/test-support/recruitment.ts';
import { expectInvalidField, makeStub, seedPassword } from '../../server/stub/test-support/stub.ts';

const login = {
  username: 'student@example.com',
  password: seedPassword,
  deviceInfo: { name: 'Chrome' },
};

describe('an unknown field', () => {
  it('at the top of a body is refused with a 400 naming it', async () => {
    const { call } = makeStub();
    const result = await call('POST', '/user/v1/login', { body: { ...login, isAdmin: true } });
    expectInvalidField(result, '/isAdmin');
    expect(result.json.message).toBe('/isAdmin: is not a known field');
  });

  it('inside a nested object is refused with its path, and nothing is stored', async () => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('poster');
    const before = fingerprint(stub.store);
    const input = jobInput();
    const result = await stub.raw('POST', '/jobs/v1/create', {
      token,
      body: { ...input, ctc: { ...input.ctc, currency: 'USD' }, status: 'open' },
    });
    expectInvalidField(result, '/ctc/currency');
    expect(result.json.body.errors).toContainEqual({
      field: '/status',
      message: 'is not a known field',
    });
    expect(fingerprint(stub.store)).toBe(before);
  });

  it('is named as a JSON pointer even when it holds a slash', async () => {
    const { call } = makeStub();
    const result = await call('POST', '/user/v1/login', { body: { ...login, 'a/b~c': 1 } });
    expectInvalidField(result, '/a~1b~0c');
  });
});

describe('a deeply nested body', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it.each([
    ['a million levels', 1_000_000],
    [`${maxBodyDepth + 1} levels`, maxBodyDepth + 1],
  ])('of %s is refused whole with a 400', async (_, depth) => {
    const { call } = makeStub();
    const result = await call('POST', '/user/v1/login', {
      rawBody: `{"username":"student@example.com","password":"x","deviceInfo":${nested(depth)}}`,
    });
    expectInvalidField(result, '');
    expect(result.json.message).toBe(`body: must not nest more than ${maxBodyDepth} levels deep`);
  });

  it('counts only brackets outside strings', async () => {
    const { call } = makeStub();
    const result = await call('POST', '/user/v1/login', {
      body: { ...login, deviceInfo: { name: '{['.repeat(90) } },
    });
    expect(result.status, result.json.message).toBe(200);
  });
});
