import { describe, expect, it } from 'vitest';
import { type HelpCategory, KnowledgeBaseResponse } from '#openapi/demo/knowledge-base.ts';
import { expectContract } from '../../stub/test-support/stub.ts';
import { demoClient } from '../demo-test-client.ts';

describe('GET /api/knowledge-base', () => {
  it('answers categories on /pages/knowledge-base with counts and up to 5 featured articles', async () => {
    const { call } = demoClient();
    const { status, json } = await call('GET', '/knowledge-base');
    expect(status).toBe(200);
    expectContract(KnowledgeBaseResponse, json);
    const categories = json.body as HelpCategory[];
    expect(categories.map((category) => category.title)).toEqual([
      'Getting started',
      'Posting jobs',
      'Online assessments',
      'Applications',
      'For institutes',
      'Account and privacy',
    ]);
    expect(categories.map((c) => [c.articlesCount, c.featuredArticles.length])).toEqual([
      [12, 5],
      [9, 5],
      [7, 4],
      [8, 5],
      [5, 3],
      [4, 2],
    ]);
    for (const category of categories) expect(category.path).toBe('/pages/knowledge-base');
    const ids = categories.flatMap((c) => c.featuredArticles.map((article) => article.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
