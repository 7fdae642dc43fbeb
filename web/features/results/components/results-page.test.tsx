import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '../../../shared/session/session-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { startStubBackend } from '../../../test/stub-backend.ts';
import { RecruiterResults } from './recruiter-results.tsx';
import { StudentResults } from './student-results.tsx';

afterEach(() => {
  signOut();
});

const listPath = '/results/v1/list';

async function openAs(email: string, at = '/result') {
  const backend = startStubBackend();
  await backend.signInAs(email);
  const view = renderWithApp(
    email.startsWith('student') ? <StudentResults /> : <RecruiterResults viewer="staff" />,
    { at },
  );
  const lastQuery = () => backend.callsTo(listPath).at(-1)?.query;
  return { ...view, backend, lastQuery, user: userEvent.setup() };
}

describe("/result for a company's recruiter (D24)", () => {
  it("asks for the URL's filters, newest first, 20 a page, and shows the total and the rows", async () => {
    const { lastQuery } = await openAs('recruiter@example.com', '/result?job=1&cutoff=pass');
    await screen.findByText(/^\d+ results?$/);
    expect(lastQuery()).toEqual({
      JobID: '1',
      cutoff: 'pass',
      sort: 'submittedAt',
      page: '1',
      pageSize: '20',
    });
    const table = screen.getByRole('region', { name: 'Results table' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(within(row).getByText(/^Passed \(50%\)$/)).toBeTruthy();
    // The candidate's name opens their profile.
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toMatch(/^\/profile\/\d+$/);
  });

  it('puts a changed filter and a sort in the URL, back at page 1', async () => {
    const { user, router, lastQuery } = await openAs('recruiter@example.com', '/result?page=2');
    await screen.findByText(/^\d+ results?$/);
    await user.selectOptions(screen.getByLabelText('Cut-off'), 'fail');
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ cutoff: 'fail', page: '1' }));
    expect(router.state.location.search).toBe('?cutoff=fail');
    await user.click(screen.getByRole('button', { name: /^Percentile/ }));
    await vi.waitFor(() =>
      expect(lastQuery()).toMatchObject({ sort: 'percentile', order: 'desc' }),
    );
  });

  it('shows cards and a labelled sort on a narrow screen, in the same URL state', async () => {
    // Below 900 px the table's header buttons would sit past the edge of its scrolling box.
    vi.mocked(window.matchMedia).mockImplementation(
      (query) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
        }) as unknown as MediaQueryList,
    );
    try {
      const { user, router, lastQuery } = await openAs('recruiter@example.com');
      const list = await screen.findByRole('region', { name: 'Results list' });
      expect(screen.queryByRole('region', { name: 'Results table' })).toBeNull();
      const card = within(list).getAllByRole('listitem')[0] as HTMLElement;
      expect(within(card).getByText('Cut-off')).toBeTruthy();
      expect(within(card).getByRole('link').getAttribute('href')).toMatch(/^\/profile\/\d+$/);
      await user.selectOptions(screen.getByLabelText('Sort by'), 'score');
      await vi.waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'score', order: 'desc' }));
      await user.selectOptions(screen.getByLabelText('Order'), 'asc');
      await vi.waitFor(() => expect(router.state.location.search).toBe('?sort=score&order=asc'));
      expect(lastQuery()).toMatchObject({ sort: 'score', order: 'asc' });
    } finally {
      vi.mocked(window.matchMedia).mockImplementation(
        (query) =>
          ({
            matches: false,
            media: query,
            addEventListener: vi.fn(),
            removeEventListener: vi.fn(),
          }) as unknown as MediaQueryList,
      );
    }
  });

  it('pages with Previous and Next, keeping the filters, 20 a page', async () => {
    const { user, router, lastQuery } = await openAs('recruiter@example.com', '/result?page=2');
    const pager = await screen.findByRole('navigation', { name: 'Page through the list' });
    const total = Number((await screen.findByText(/^\d+ results?$/)).textContent?.split(' ')[0]);
    const pages = Math.max(1, Math.ceil(total / 20));
    expect(within(pager).getByText(`Page 2 of ${pages}`)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Cut-off'), 'pass');
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ cutoff: 'pass', page: '1' }));
    // Back at page 1: the pager shows only while there is more than a page.
    await router.navigate('/result?cutoff=pass&page=2');
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ cutoff: 'pass', page: '2' }));
    await user.click(await screen.findByRole('button', { name: 'Previous' }));
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ cutoff: 'pass', page: '1' }));
    expect(router.state.location.search).toBe('?cutoff=pass');
  });

  it('says so when the filter matches nothing, and offers no export', async () => {
    await openAs('recruiter@example.com', '/result?min=100&cutoff=fail');
    expect(
      await screen.findByText('No results match these filters. Clear a filter to see more.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(true);
  });

  it('says what failed, with Retry that asks again', async () => {
    const backend = startStubBackend();
    await backend.signInAs('recruiter@example.com');
    for (let call = 0; call < 3; call++) backend.failNext({ network: 'down' });
    renderWithApp(<RecruiterResults viewer="staff" />, { at: '/result' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^The results could not be loaded\. /);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^\d+ results?$/)).toBeTruthy();
  });
});

describe('/result for a student (D24)', () => {
  it('says there is nothing yet to a student who has sat no job test', async () => {
    await openAs('student@example.com');
    expect(
      await screen.findByText("You have no test results yet. A job's test you submit shows here."),
    ).toBeTruthy();
  });
});
