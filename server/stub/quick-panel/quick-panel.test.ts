import { describe, expect, it } from 'vitest';
import { CreateBookmarkResponse } from '#openapi/bookmark.ts';
import { CreateNotesResponse } from '#openapi/notes.ts';
import { expectContract, expectInvalidField, makeStub, start } from '../test-support/stub.ts';

describe('quick panel: bookmarks and notes (D16)', () => {
  it('creates a bookmark and answers it with an id and createdAt', async () => {
    const { call, login } = makeStub();
    const { token } = await login('recruiter@example.com');
    const { json } = await call('POST', '/bookmark/v1/createBookmark', {
      token,
      body: { title: 'My jobs', url: '/myjobs' },
    });
    expectContract(CreateBookmarkResponse, json);
    expect(json.body).toEqual({
      id: expect.any(Number),
      title: 'My jobs',
      url: '/myjobs',
      createdAt: new Date(start).toISOString(),
    });
  });

  it('creates a note and answers it with an id and createdAt', async () => {
    const { call, login } = makeStub();
    const { token } = await login('recruiter@example.com');
    const first = await call('POST', '/notes/v1/createNotes', {
      token,
      body: { title: 'Call Karthik', content: 'About the aptitude round' },
    });
    const second = await call('POST', '/notes/v1/createNotes', {
      token,
      body: { title: 'Empty note', content: '' },
    });
    expectContract(CreateNotesResponse, first.json);
    expect(second.json.body.id).not.toBe(first.json.body.id);
  });

  it('answers 400 naming the field and 401 without a token', async () => {
    const { call, login } = makeStub();
    const { token } = await login('recruiter@example.com');
    expectInvalidField(
      await call('POST', '/bookmark/v1/createBookmark', { token, body: { title: '', url: '/x' } }),
      '/title',
    );
    expectInvalidField(
      await call('POST', '/bookmark/v1/createBookmark', { token, body: { title: 'x' } }),
      '/url',
    );
    expectInvalidField(
      await call('POST', '/notes/v1/createNotes', { token, body: { title: 'x', content: 5 } }),
      '/content',
    );
    const anonymous = { body: { title: 'x', url: '/x' } };
    expect((await call('POST', '/bookmark/v1/createBookmark', anonymous)).status).toBe(401);
    expect(
      (await call('POST', '/notes/v1/createNotes', { body: { title: 'x', content: '' } })).status,
    ).toBe(401);
  });
});
