import { describe, expect, it } from 'vitest';
import {
  DemoBookmarkResponse,
  DemoBookmarksResponse,
  RemoveDemoBookmarkResponse,
} from '#openapi/demo/bookmarks.ts';
import {
  demoClient,
  expectContract,
  expectInvalidField,
  notFound,
  start,
} from '../demo-test-client.ts';

const bookmarkNotFound = notFound('BOOKMARK_NOT_FOUND', 'Bookmark not found');
const titles = (json: { body: { title: string }[] }) => json.body.map((item) => item.title);
const results = { title: 'Results', url: '/result', labels: ['work'] };

describe('the bookmarks app', () => {
  it('lists five bookmarks newest first, and by label', async () => {
    const { get } = demoClient();
    const json = await get('/bookmarks-app/bookmarks');
    expectContract(DemoBookmarksResponse, json);
    expect(titles(json)).toEqual([
      'My jobs',
      'Academy: Data structures in Java',
      'Campus drive calendar',
      'Aptitude question bank guide',
      'Salary benchmark 2025',
    ]);
    expect(titles(await get('/bookmarks-app/bookmarks?label=tools'))).toEqual([
      'Campus drive calendar',
      'Salary benchmark 2025',
    ]);
  });

  it('adds a bookmark on top', async () => {
    const { get, post } = demoClient();
    const json = await post('/bookmarks-app/create-bookmark', results);
    expectContract(DemoBookmarkResponse, json);
    expect(json.body).toEqual({ id: 6, ...results, createdAt: new Date(start).toISOString() });
    expect(titles(await get('/bookmarks-app/bookmarks'))[0]).toBe('Results');
  });

  it('relabels and renames a bookmark', async () => {
    const { get, post } = demoClient();
    const json = await post('/bookmarks-app/update-bookmark', {
      id: 5,
      title: 'Salary benchmark',
      url: 'https://example.com/benchmarks/2025',
      labels: ['reading'],
    });
    expect(json.body).toMatchObject({ id: 5, title: 'Salary benchmark', labels: ['reading'] });
    expect(titles(await get('/bookmarks-app/bookmarks?label=tools'))).toEqual([
      'Campus drive calendar',
    ]);
  });

  it('deletes a bookmark; a second delete or an update of it is a 404', async () => {
    const { call, post } = demoClient();
    const json = await post('/bookmarks-app/remove-bookmark', { id: 1 });
    expectContract(RemoveDemoBookmarkResponse, json);
    expect(await call('POST', '/bookmarks-app/remove-bookmark', { id: 1 })).toEqual(
      bookmarkNotFound,
    );
    const body = { id: 1, ...results };
    expect(await call('POST', '/bookmarks-app/update-bookmark', body)).toEqual(bookmarkNotFound);
  });

  it('answers 400 naming the field in error', async () => {
    const { call } = demoClient();
    const create = (body: unknown) => call('POST', '/bookmarks-app/create-bookmark', body);
    const bad = await create({ ...results, url: 'javascript:alert(1)' });
    expectInvalidField(bad, '/url');
    expect(bad.json.message).toBe('/url: must start with / or http:// or https://');
    expectInvalidField(await create({ ...results, title: '' }), '/title');
    expectInvalidField(await create({ ...results, labels: ['fun'] }), '/labels/0');
    expectInvalidField(await call('GET', '/bookmarks-app/bookmarks?label=fun'), '/label');
  });

  it('comes back after POST /api/__stub/reset', async () => {
    const { get, post } = demoClient();
    await post('/bookmarks-app/remove-bookmark', { id: 2 });
    await post('/bookmarks-app/create-bookmark', results);
    await post('/__stub/reset');
    expect(titles(await get('/bookmarks-app/bookmarks'))).toHaveLength(5);
    expect(titles(await get('/bookmarks-app/bookmarks'))).not.toContain('Results');
  });
});
