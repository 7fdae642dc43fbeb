import { request } from 'node:http';

/** An answer: status, headers and the body parsed as JSON. */
export type JsonAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { status?: boolean; code?: string; message?: string; body?: Record<string, unknown> };
};

/**
 * POSTs `body` as JSON on a fresh connection from `from` (any 127.x.y.z: the whole block is
 * loopback on Linux, so each test client can have its own address).
 */
export function postJson(
  port: number,
  path: string,
  body: unknown,
  options: { from?: string; headers?: Record<string, string> } = {},
): Promise<JsonAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: options.from,
        agent: false,
        headers: { 'Content-Type': 'application/json', ...options.headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) }),
        );
      },
    );
    req.on('error', reject);
    req.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
}

/** A login as the SPA sends it. */
export const loginBody = (username: string, password: string) => ({
  username,
  password,
  deviceInfo: { name: 'test' },
});

export const RIGHT_PASSWORD = 'Demo@1234';
export const WRONG_PASSWORD = 'Wrong@1234';
