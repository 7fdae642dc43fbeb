import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { afterLoad } from '../ui/after-load.ts';
import { pageBodyDrawn } from '../ui/page-body-drawn.ts';

/** A page that never stops asking (a poll), or never comes, still lets what waits go after this. */
export const QUERIES_SETTLED_CAP_MS = 10_000;

/**
 * Settles once `asked` has (the page has asked for its data) and then no query of `client` is
 * being fetched, or after QUERIES_SETTLED_CAP_MS: what a page does not need waits for the page's
 * own data (issue 29: the shell's panels' 150 kB went out before a demo page's list was asked for,
 * and on a slow network the list, the phone's largest text, came a second later for it).
 */
export function queriesSettled(client: QueryClient, asked: Promise<unknown>): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe = () => {};
    const done = () => {
      unsubscribe();
      clearTimeout(cap);
      resolve();
    };
    const cap = setTimeout(done, QUERIES_SETTLED_CAP_MS);
    void asked.then(() => {
      if (client.isFetching() === 0) done();
      else
        unsubscribe = client.getQueryCache().subscribe(() => {
          if (client.isFetching() === 0) done();
        });
    });
  });
}

/**
 * Settles once the page on screen has its data: a page drawn whole has asked for it by the time
 * the shell's effects run (a page's effects run first); a page with a frame, once its body is
 * drawn (page-body-drawn.ts).
 */
export const pageDataCame = (client: QueryClient): Promise<void> =>
  queriesSettled(client, pageBodyDrawn());

/** A page whose browser is never idle still goes on after this long. */
const SETTLED_TIMEOUT_MS = 1000;

/**
 * False until the page has loaded, its data has come and it has drawn them (the browser's first
 * idle moment then, or SETTLED_TIMEOUT_MS): what the page is not for waits its turn (issue 29: the
 * bell's calls went out with the running test's opening, before its first question was drawn, and
 * before a demo page's list was asked for).
 */
export function usePageSettled(): boolean {
  const client = useQueryClient();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let handle: number | undefined;
    const settle = () => setSettled(true);
    const cancelLoad = afterLoad(() => {
      void pageDataCame(client).then(() => {
        if (cancelled) return;
        if (typeof requestIdleCallback === 'function')
          handle = requestIdleCallback(settle, { timeout: SETTLED_TIMEOUT_MS });
        else settle();
      });
    });
    return () => {
      cancelled = true;
      cancelLoad();
      if (handle !== undefined) cancelIdleCallback(handle);
    };
  }, [client]);
  return settled;
}
