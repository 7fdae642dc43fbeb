import type { Logger } from '../app-env.ts';

/** Past this many buffered characters the lines go out at once instead of at the end of the turn. */
const FLUSH_AT_CHARS = 64 * 1024;

/**
 * A logger that writes one JSON line per event, batched: the lines of one turn of the event loop
 * go out in one write once the turn's I/O is done (setImmediate), or as soon as 64 KB are waiting.
 * One write() per request was a system call per request, the largest single cost of a static
 * answer. `flush()` writes what is waiting, synchronously where `write` is (stdout on a file or a
 * pipe is, on Linux), so the exit handlers below lose no line.
 */
export function createBufferedLogger(write: (text: string) => void) {
  let pending = '';
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    if (pending === '') return;
    const text = pending;
    pending = '';
    write(text);
  };

  const logger: Logger = (event) => {
    pending += `${JSON.stringify(event)}\n`;
    if (pending.length >= FLUSH_AT_CHARS) flush();
    else if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };

  return { logger, flush };
}

const stdout = createBufferedLogger((text) => {
  process.stdout.write(text);
});

/** Writes each event as one JSON line on stdout, the format log collectors expect. */
export const stdoutLogger: Logger = stdout.logger;

/** Writes the lines still waiting; the shutdown calls it before it exits. */
export const flushLogs = stdout.flush;

// Whatever ends the process (process.exit, an uncaught error), the lines already logged go out.
process.once('exit', flushLogs);
