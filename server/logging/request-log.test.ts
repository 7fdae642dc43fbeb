import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestLine } from './request-log.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the request line', () => {
  it('stamps each line with the time it was written, to the millisecond, though it makes the stamp once per millisecond', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-25T10:00:00.123Z'), toFake: ['Date'] });
    const first = requestLine('id-1', 'GET', '/', '/*', 200, performance.now());
    const second = requestLine('id-2', 'GET', '/', '/*', 200, performance.now());
    vi.setSystemTime(Date.parse('2026-11-25T10:00:00.124Z'));
    const third = requestLine('id-3', 'GET', '/', '/*', 200, performance.now());
    vi.setSystemTime(Date.parse('2026-11-25T10:00:01.124Z'));
    const fourth = requestLine('id-4', 'GET', '/', '/*', 200, performance.now());

    expect([first.time, second.time, third.time, fourth.time]).toEqual([
      '2026-11-25T10:00:00.123Z',
      '2026-11-25T10:00:00.123Z',
      '2026-11-25T10:00:00.124Z',
      '2026-11-25T10:00:01.124Z',
    ]);
    expect(fourth).toEqual({
      time: '2026-11-25T10:00:01.124Z',
      level: 'info',
      requestId: 'id-4',
      method: 'GET',
      path: '/',
      status: 200,
      durationMs: expect.any(Number),
    });
  });
});
