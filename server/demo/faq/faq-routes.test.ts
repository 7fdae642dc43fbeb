import { describe, expect, it } from 'vitest';
import { FaqResponse } from '#openapi/demo/faq.ts';
import { expectContract } from '../../stub/test-support/stub.ts';
import { demoClient } from '../demo-test-client.ts';

describe('GET /api/faq', () => {
  it('answers the 14 questions of the appendix with ids 1 to 14', async () => {
    const { call } = demoClient();
    const { status, json } = await call('GET', '/faq');
    expect(status).toBe(200);
    expectContract(FaqResponse, json);
    expect(json.body.map((faq: { id: number }) => faq.id)).toEqual(
      Array.from({ length: 14 }, (_, index) => index + 1),
    );
    expect(json.body[0]).toEqual({
      id: 1,
      question: 'How do I post a new job?',
      answer:
        'Open Post job from the toolbar, fill in the role, the eligibility and the last date to apply, then publish. A draft stays private until you publish it.',
    });
  });
});
