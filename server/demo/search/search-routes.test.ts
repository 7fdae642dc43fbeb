import { describe, expect, it } from 'vitest';
import { SearchResponse } from '#openapi/demo/search.ts';
import { demoClient, expectContract, expectInvalidField } from '../demo-test-client.ts';

type Result = { kind: string; id: number; title: string; url: string };
const hits = (json: { body: { results: Result[] } }) =>
  json.body.results.map((result) => `${result.kind} ${result.id} ${result.title}`);

describe('GET /api/search-app/search', () => {
  it('finds contacts, courses, chat messages and bookmarks holding the phrase', async () => {
    const json = await demoClient().get('/search-app/search?q=aptitude');
    expectContract(SearchResponse, json);
    expect(json.body.query).toBe('aptitude');
    expect(hits(json)).toEqual([
      'course 1 Quantitative aptitude basics',
      'chat 2 Karthik Subramanian',
      'bookmark 4 Aptitude question bank guide',
    ]);
    expect(json.body.results[0]).toEqual({
      kind: 'course',
      id: 1,
      title: 'Quantitative aptitude basics',
      excerpt: 'Percentages, ratios, time and work: the arithmetic of every campus aptitude test.',
      url: '/apps/academy/courses/1',
    });
  });

  it('finds a contact added since, and links to it', async () => {
    const { get, post } = demoClient();
    await post('/contacts-app/create-contact', {
      name: 'Zubin Wadia',
      email: 'zubin@example.com',
      phone: '',
      company: 'Arabian Sea Analytics',
      jobTitle: 'Recruiter',
      notes: '',
      tags: [],
    });
    const json = await get('/search-app/search?q=zubin');
    expect(json.body.results).toEqual([
      {
        kind: 'contact',
        id: 11,
        title: 'Zubin Wadia',
        excerpt: 'Recruiter, Arabian Sea Analytics',
        url: '/apps/contacts?contact=11',
      },
    ]);
  });

  it('answers an empty list when nothing matches', async () => {
    expect((await demoClient().get('/search-app/search?q=xyzzy')).body.results).toEqual([]);
  });

  it('answers 400 naming q when it is missing, blank or too long', async () => {
    const { call } = demoClient();
    expectInvalidField(await call('GET', '/search-app/search'), '/q');
    expectInvalidField(await call('GET', '/search-app/search?q=%20%20'), '/q');
    expectInvalidField(await call('GET', `/search-app/search?q=${'a'.repeat(101)}`), '/q');
  });
});
