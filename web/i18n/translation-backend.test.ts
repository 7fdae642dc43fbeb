import { afterEach, describe, expect, it, vi } from 'vitest';
import { translationBackend } from './translation-backend.ts';

const read = (language: string) =>
  new Promise<[unknown, unknown]>((resolve) =>
    translationBackend.read(language, 'translation', (error, data) => resolve([error, data])),
  );

describe('translation files (seed §7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches assets/languages/{lng}/translation.json', async () => {
    const fetchMock = vi.fn(async () => Response.json({ app: { name: 'CampusRecruit' } }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await read('tn')).toEqual([null, { app: { name: 'CampusRecruit' } }]);
    expect(fetchMock).toHaveBeenCalledWith('/assets/languages/tn/translation.json');
  });

  it('reports a failed load and asks i18next to retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 503 })),
    );
    const [error, retry] = await read('en');
    expect(String(error)).toContain('HTTP 503');
    expect(retry).toBe(true);
  });
});
