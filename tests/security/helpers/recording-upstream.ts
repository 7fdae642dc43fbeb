import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A backend that answers every request at once, before reading its body (many do: a GET's body is
 * nobody's business), echoing the path; `connections` holds the raw bytes each connection carried,
 * the way the wire saw them.
 */
export async function startRecordingUpstream() {
  const connections: { bytes: string }[] = [];
  const server: Server = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ url: req.url }));
  });
  server.on('connection', (socket) => {
    const record = { bytes: '' };
    connections.push(record);
    socket.on('data', (chunk: Buffer) => {
      record.bytes += chunk.toString('latin1');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
