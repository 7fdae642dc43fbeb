/**
 * An untested rule the probe found: the rich-text cleaner refuses protocol-relative links
 * (`//elsewhere.example/` takes the page's scheme to another host), yet switching that setting on
 * passed every test. A job's description keeps such a link's text and loses its address.
 */
import { describe, expect, it } from 'vitest';
import {
  draftJobID,
  jobInput,
  recruitmentStub,
} from '../../server/stub/test-support/recruitment.ts';

describe('a protocol-relative link in a job description', () => {
  it.each([
    '<a href="//elsewhere.example/">apply here</a>',
    '<a href="  //elsewhere.example/">apply here</a>',
    '<a href="\\\\elsewhere.example/">apply here</a>',
  ])('loses its address when stored: %s', async (link) => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('poster');
    const result = await stub.raw('POST', '/jobs/v1/update', {
      token,
      body: { JobID: draftJobID, ...jobInput({ description: `<p>${link}</p>` }) },
    });
    expect(result.status, result.json.message).toBe(200);
    expect(result.json.body.job.description).toBe(
      '<p><a target="_blank" rel="noopener noreferrer nofollow">apply here</a></p>',
    );
    expect(stub.store.jobs.get(draftJobID)?.description).toBe(result.json.body.job.description);
  });

  it('while a full https link keeps it', async () => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('poster');
    const result = await stub.raw('POST', '/jobs/v1/update', {
      token,
      body: {
        JobID: draftJobID,
        ...jobInput({ description: '<p><a href="https://elsewhere.example/">apply</a></p>' }),
      },
    });
    expect(result.json.body.job.description).toContain('href="https://elsewhere.example/"');
  });
});
