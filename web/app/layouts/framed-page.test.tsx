import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { framedPage } from './framed-page.tsx';

/** Lets the browser run `count` animation frames. */
const frames = (count: number) =>
  act(async () => {
    for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  });

function renderPage(
  load: () => Promise<{ Component?: () => React.ReactNode }>,
  Page = framedPage(load),
) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        Component: Page,
        handle: { titleKey: 'pages.myJobs', subtitleKey: 'pages.lead.myJobs' },
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe("a signed-in page's frame comes first (issue 29)", () => {
  it("paints the page's title and lead before asking for its body, then draws the body under them", async () => {
    const load = vi.fn(async () => ({ Component: () => <p>The body</p> }));
    renderPage(load);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My jobs');
    expect(
      screen.getByText(
        "The jobs you posted: search and filter them, and follow each one's candidates.",
      ),
    ).toBeTruthy();
    // Until the body comes, the frame says it is on its way, marked busy.
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(load).not.toHaveBeenCalled();
    await frames(3);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('The body')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('draws the body with its frame at once on a later visit, its code come', async () => {
    const load = vi.fn(async () => ({ Component: () => <p>The body</p> }));
    const Page = framedPage(load);
    renderPage(load, Page);
    await frames(3);
    await screen.findByText('The body');
    cleanup();
    renderPage(load, Page);
    expect(screen.getByText('The body')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("leaves a body's code that fails to come to the router's error page", async () => {
    const load = vi.fn(async () => {
      throw new Error('The body did not come');
    });
    renderPage(load);
    await frames(3);
    expect(await screen.findByRole('heading', { name: 'The body did not come' })).toBeTruthy();
  });
});
