import { connect, type Socket } from 'node:net';

/** An HTTP answer read off a raw socket. */
export type RawResponse = { status: number; headers: Record<string, string>; body: string };

/** Parses one HTTP/1.1 response (head and the rest as body) from the bytes a socket received. */
export function parseResponse(text: string): RawResponse {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

/** Opens a loopback connection; `received` holds every byte the server sent so far. */
export async function openSocket(port: number, localAddress?: string) {
  const socket: Socket = connect({ port, host: '127.0.0.1', localAddress });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const state = { received: '', closed: false, closedAt: 0 };
  socket.on('data', (chunk: Buffer) => {
    state.received += chunk.toString('latin1');
  });
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      state.closed = true;
      state.closedAt = performance.now();
      resolve();
    }),
  );
  return { socket, state, closed };
}

/** Sends `text` as is on a fresh connection and resolves with what came back once it closed. */
export async function exchange(port: number, text: string): Promise<RawResponse> {
  const { socket, state, closed } = await openSocket(port);
  socket.write(text);
  await closed;
  return parseResponse(state.received);
}
