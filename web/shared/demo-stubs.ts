/** What the server writes into index.html when the demo stubs are on (D18); `off` otherwise. */
const PLACEHOLDER = '__DEMO_STUBS__';

/**
 * Whether the demo-template pages are there (D6, D18): the server says so in index.html's
 * `<meta name="demo-stubs">`. Under `npm run dev` the page arrives unrewritten, and the dev API
 * server runs with the demo stubs on.
 */
export function demoStubsOn(): boolean {
  const content = document.querySelector('meta[name="demo-stubs"]')?.getAttribute('content');
  return content === 'on' || (content === PLACEHOLDER && import.meta.env.DEV);
}
