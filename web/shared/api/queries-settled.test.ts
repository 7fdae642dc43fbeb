import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUERIES_SETTLED_CAP_MS, queriesSettled } from './queries-settled.ts';

afterEach(() => {
  vi.useRealTimers();
});

const settledYet = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return settled;
};

describe("what waits for the page's data", () => {
  it('waits for the page to have asked, then for every query in flight to come', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    let asked = () => {};
    const pageAsked = new Promise<void>((resolve) => (asked = resolve));
    const waiting = queriesSettled(client, pageAsked);
    expect(await settledYet(waiting)).toBe(false);
    let answer = (_: string) => {};
    void client.fetchQuery({
      queryKey: ['list'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    asked();
    expect(await settledYet(waiting)).toBe(false);
    answer('rows');
    expect(await settledYet(waiting)).toBe(true);
  });

  it('goes on after a while when the page never stops asking, or never asks', async () => {
    vi.useFakeTimers();
    const waiting = queriesSettled(new QueryClient(), new Promise(() => {}));
    await vi.advanceTimersByTimeAsync(QUERIES_SETTLED_CAP_MS - 1);
    expect(await settledYet(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settledYet(waiting)).toBe(true);
  });
});
