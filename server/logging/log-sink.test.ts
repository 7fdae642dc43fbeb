import { describe, expect, it } from 'vitest';
import { createBufferedLogger } from './log-sink.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('createBufferedLogger', () => {
  it('writes the lines of one turn in one write, once the turn is done', async () => {
    const writes: string[] = [];
    const { logger } = createBufferedLogger((text) => writes.push(text));
    logger({ n: 1 });
    logger({ n: 2, path: '/a' });
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['{"n":1}\n{"n":2,"path":"/a"}\n']);
    logger({ n: 3 });
    await nextTurn();
    expect(writes).toEqual(['{"n":1}\n{"n":2,"path":"/a"}\n', '{"n":3}\n']);
  });

  it('writes at once when 64 KB are waiting', () => {
    const writes: string[] = [];
    const { logger } = createBufferedLogger((text) => writes.push(text));
    logger({ pad: 'x'.repeat(70_000) });
    expect(writes).toHaveLength(1);
  });

  it('flush() writes what waits, synchronously, and nothing twice', async () => {
    const writes: string[] = [];
    const { logger, flush } = createBufferedLogger((text) => writes.push(text));
    logger({ event: 'shutting down' });
    flush();
    expect(writes).toEqual(['{"event":"shutting down"}\n']);
    await nextTurn();
    flush();
    expect(writes).toHaveLength(1);
  });
});
