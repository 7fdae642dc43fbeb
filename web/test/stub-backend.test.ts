import { describe, expect, it } from 'vitest';
import { startStubBackend } from './stub-backend.ts';

/** An anonymous call the seeded stub answers 200. */
const languages = () => fetch('/api/Common/v1/Language');

describe('the stub-backend fixture', () => {
  it('routes /api calls to the stub and records them with the answer', async () => {
    const backend = startStubBackend();
    const response = await fetch('/api/Common/v1/section?instituteID=1&classID=1', {
      headers: { 'X-Client-Version': '2.1.18' },
    });
    expect(response.status).toBe(200);
    expect(backend.calls).toEqual([
      {
        method: 'GET',
        path: '/Common/v1/section',
        query: { instituteID: '1', classID: '1' },
        headers: { 'x-client-version': '2.1.18' },
        body: undefined,
        keepalive: false,
        answer: { status: 200, body: expect.objectContaining({ status: true }) },
      },
    ]);
  });

  it('refuses a fetch outside /api, which the stub does not serve', async () => {
    startStubBackend();
    await expect(fetch('/assets/languages/en/translation.json')).rejects.toThrow('/api only');
  });

  it('fails the next calls with the queued faults, in order, then reaches the stub again', async () => {
    const backend = startStubBackend();
    backend.failNext({ network: 'down' });
    backend.failNext({ status: 502, body: '<html>bad gateway</html>' });
    await expect(languages()).rejects.toThrow('Failed to fetch');
    expect((await languages()).status).toBe(502);
    expect((await languages()).status).toBe(200);
    expect(backend.calls.map(({ answer }) => answer?.status)).toEqual([undefined, 502, 200]);
  });

  it('keeps a hung request until the caller aborts it', async () => {
    const backend = startStubBackend();
    backend.failNext({ network: 'hang' });
    const abort = new AbortController();
    const hung = fetch('/api/Common/v1/Language', { signal: abort.signal });
    abort.abort(new DOMException('timed out', 'TimeoutError'));
    await expect(hung).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(backend.calls).toHaveLength(1);
  });

  it('holds a request until it is released, then lets the stub answer it', async () => {
    const backend = startStubBackend();
    const held = backend.hold();
    let answered = false;
    const answer = languages().then((response) => {
      answered = true;
      return response;
    });
    expect((await held.sent).path).toBe('/Common/v1/Language');
    await backend.settled();
    expect(answered).toBe(false);
    held.release();
    expect((await answer).status).toBe(200);
  });
});
