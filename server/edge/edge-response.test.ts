import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { edgeHead, edgeHeaders, edgeHeadOnce, writeEdgeHead } from './edge-response.ts';

// A handler's headers, some of which the edge replaces with its own.
const handler = {
  'content-type': 'application/json',
  'cache-control': 'max-age=60',
  'x-frame-options': 'SAMEORIGIN',
  'x-request-id': 'from-backend',
  'content-security-policy': 'default-src *',
  etag: '"abc"',
  'content-length': '2',
};

type Wire = { status: number; headers: Record<string, string>; repeated: string[]; body: string };

/** What a client gets when `write` answers its request (a GET unless `method` says otherwise). */
async function onTheWire(write: (response: ServerResponse) => void, method = 'GET'): Promise<Wire> {
  const server = createServer((_, response) => write(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<Wire>((resolve, reject) => {
      request({ port, host: '127.0.0.1', method }, (answer) => {
        const headers: Record<string, string> = {};
        const repeated: string[] = [];
        const raw = answer.rawHeaders;
        for (let i = 0; i < raw.length; i += 2) {
          const name = (raw[i] as string).toLowerCase();
          if (name in headers) repeated.push(name);
          headers[name] = raw[i + 1] as string;
        }
        let body = '';
        answer.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, headers, repeated, body }),
        );
      })
        .on('error', reject)
        .end();
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** The headers Node adds itself, which edgeHeaders does not name. */
const NODE_OWN = ['date', 'connection', 'keep-alive'];
const withoutNodeOwn = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !NODE_OWN.includes(name)));

describe('the edge’s head as written on the wire', () => {
  it('for a handler header object used again and again, outside /api', async () => {
    const wire = await onTheWire((response) => {
      writeEdgeHead(response, 200, edgeHead(handler), 'N0nce', 'id-1');
      response.end('{}');
    });
    expect(wire.status).toBe(200);
    expect(wire.repeated).toEqual([]);
    expect(withoutNodeOwn(wire.headers)).toEqual(edgeHeaders(handler, 'N0nce', 'id-1', false));
    expect(wire.headers.connection).toBe('keep-alive');
    expect(wire.body).toBe('{}');
  });

  it.each([true, false])('for a header object used once, no-store %s', async (noStore) => {
    const wire = await onTheWire((response) => {
      writeEdgeHead(response, 201, edgeHeadOnce(handler, noStore), 'N0nce', 'id-1');
      response.end('{}');
    });
    expect(wire.status).toBe(201);
    expect(wire.repeated).toEqual([]);
    expect(withoutNodeOwn(wire.headers)).toEqual(edgeHeaders(handler, 'N0nce', 'id-1', noStore));
  });

  it('leaves framing to Node: HEAD has the length and no body, a 304 none of either', async () => {
    const answerHead = await onTheWire((response) => {
      writeEdgeHead(response, 200, edgeHead(handler), 'N0nce', 'id-1');
      response.end('{}');
    }, 'HEAD');
    expect(answerHead.headers['content-length']).toBe('2');
    expect(answerHead.body).toBe('');
    const notModified = await onTheWire((response) => {
      writeEdgeHead(response, 304, edgeHead({ etag: '"abc"' }), 'N0nce', 'id-2');
      response.end();
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-length']).toBeUndefined();
    expect(notModified.headers['transfer-encoding']).toBeUndefined();
    expect(notModified.headers.etag).toBe('"abc"');
  });

  it('adds a length Node reads, for a body the handler did not count', async () => {
    const wire = await onTheWire((response) => {
      writeEdgeHead(response, 200, edgeHead({ 'content-type': 'text/plain' }), 'N0nce', 'id-3', [
        'content-length',
        '5',
      ]);
      response.end('hello');
    });
    expect(wire.headers['content-length']).toBe('5');
    expect(wire.headers['transfer-encoding']).toBeUndefined();
    expect(wire.body).toBe('hello');
  });

  it('checks a written header as Node does, once, when the head is made', () => {
    expect(() => edgeHead({ 'x-smuggled': 'a\r\nset-cookie: b' })).toThrow(/Invalid character/);
    expect(() => edgeHead({ 'bad name': 'a' })).toThrow(/must be a valid HTTP token/);
  });
});
