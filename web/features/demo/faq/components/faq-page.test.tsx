import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { seedFaqs } from '../../../../../server/demo/faq/faq-seed.ts';
import { getFaqQueryOptions } from '../api/get-faq.ts';
import { FaqPage } from './faq-page.tsx';

const question = 'How do I post a new job?';
const answer = /^Open Post job from the toolbar, fill in the role/;

/** The page over the demo stub's questions, as the FAQ's query holds them once they came. */
function renderFaq() {
  const client = new QueryClient();
  client.setQueryData(getFaqQueryOptions().queryKey, { body: seedFaqs() } as never);
  const router = createMemoryRouter([{ path: '*', element: <FaqPage /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/pages/faq (D18)', () => {
  it('shows an answer when its question is pressed, and hides it when pressed again', async () => {
    renderFaq();
    const button = await screen.findByRole('button', { name: question });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const body = screen.getByText(answer).parentElement as HTMLElement;
    expect(body.hidden).toBe(true);
    const user = userEvent.setup();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(body.hidden).toBe(false);
    expect(body.id).toBe(button.getAttribute('aria-controls'));
    await user.click(button);
    expect(body.hidden).toBe(true);
  });

  it('filters the questions by the search, and says so when none matches', async () => {
    renderFaq();
    await screen.findByRole('button', { name: question });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'resume');
    expect(screen.queryByRole('button', { name: question })).toBeNull();
    expect(screen.getByRole('button', { name: 'Can I resume a test I started?' })).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'zzz');
    expect(screen.getByText('No question matches your search.')).toBeTruthy();
  });
});
