import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import tn from '../../../public/assets/languages/tn/translation.json';
import { signOut } from '../../../shared/session/session-store.ts';
import { formatDayTime } from '../../../shared/time/format-date.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { startStubBackend } from '../../../test/stub-backend.ts';
import { StudentsPage } from './students-page.tsx';

afterEach(async () => {
  signOut();
  await act(() => i18n.changeLanguage('en'));
});

const listPath = '/records/v1/students';
const cs = 'B.E. Computer Science — Final year';
const header = 'Email,CGPA,10th %,12th %,Active backlogs,Class,Graduation year';

async function open(at = '/students') {
  const backend = startStubBackend();
  await backend.signInAs('instituteadmin@example.com');
  // student@ has no record: the placement office has not entered it yet (D28).
  backend.store.academicRecords.delete(1004);
  const view = renderWithApp(<StudentsPage />, { at });
  const lastQuery = () => backend.callsTo(listPath).at(-1)?.query;
  return { ...view, backend, lastQuery, user: userEvent.setup() };
}

const csvFile = (rows: string[]) =>
  new File([[header, ...rows].join('\r\n')], 'records.csv', { type: 'text/csv' });

describe('/students (D28)', () => {
  it("lists the institute's students by name, 20 a page, a missing record said in words", async () => {
    const { lastQuery } = await open();
    await screen.findByText('37 students');
    expect(lastQuery()).toEqual({ page: '1', pageSize: '20' });
    const table = screen.getByRole('table', { name: 'Students and their academic records' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
  });

  it('pages with Previous and Next: the page in the URL, and asked of the server', async () => {
    const { user, router, lastQuery } = await open();
    await screen.findByText('37 students');
    const pager = screen.getByRole('navigation', { name: 'Page through the list' });
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(lastQuery()).toEqual({ page: '2', pageSize: '20' }));
    expect(router.state.location.search).toBe('?page=2');
    await vi.waitFor(() => expect(within(pager).getByText('Page 2 of 2')).toBeTruthy());
    expect(within(pager).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('puts a filter in the URL, back at page 1, and asks the server for it', async () => {
    const { user, router, lastQuery } = await open('/students?page=2');
    await screen.findByText('37 students');
    await user.selectOptions(screen.getByLabelText('Academic record'), 'without');
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ record: 'without', page: '1' }));
    expect(router.state.location.search).toBe('?record=without');
    await screen.findByText('1 student');
    expect(screen.getByText('Not entered yet', { selector: 'td' })).toBeTruthy();
    // Enter in the search applies it, though the form has no submit button.
    await user.type(screen.getByLabelText('Search by name or email'), 'student@{Enter}');
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ search: 'student@' }));
  });

  it("keeps the import's how-to one tap away, closed, not above the students on a phone", async () => {
    await open();
    await screen.findByText('37 students');
    const how = screen.getByText('How the import works');
    const disclosure = how.closest('details');
    expect(how.tagName).toBe('SUMMARY');
    expect(disclosure?.open).toBe(false);
    expect(disclosure?.textContent).toContain('Download the template: it lists your students');
  });

  it('says what failed, with Retry that asks again', async () => {
    const backend = startStubBackend();
    await backend.signInAs('instituteadmin@example.com');
    backend.failNext({ network: 'down' });
    const user = userEvent.setup();
    renderWithApp(<StudentsPage />, { at: '/students' });
    const alert = await screen.findByText(/^The students could not be loaded\./);
    await user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    await screen.findByText('37 students');
  });

  it('checks a file with a bad row, shows its problem by row and column, and writes once fixed', async () => {
    const { user, backend } = await open();
    await screen.findByText('37 students');
    const choose = screen.getByLabelText('Choose a CSV file');
    await user.upload(
      choose,
      csvFile([
        `student@example.com,11,90,88,0,${cs},2025`,
        `nobody@example.com,8,90,88,0,${cs},2025`,
      ]),
    );
    const problems = await screen.findByRole('table', { name: 'Problems in the file' });
    const rows = within(problems).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2', 'CGPA', 'Must be from 0 to 10.', '11'],
      ['3', 'Email', 'No account has this email.', 'nobody@example.com'],
    ]);
    expect(screen.getByText(/^2 problems in 2 of 2 rows\. Nothing was written/)).toBeTruthy();
    expect(backend.store.academicRecords.has(1004)).toBe(false);

    await user.upload(choose, csvFile([`student@example.com,8.5,90,88,0,${cs},2025`]));
    await screen.findByText(/^Every row is right: 1 rows, 1 new records/);
    await user.click(screen.getByRole('button', { name: 'Write 1 record' }));
    await screen.findByText('1 record written.');
    expect(backend.store.academicRecords.get(1004)).toMatchObject({ cgpa: 8.5, tenthPercent: 90 });
  });

  it('corrects one record in the drawer, and lists the change under it', async () => {
    const { user, backend } = await open('/students?q=student%40example.com');
    await screen.findByText('1 student');
    await user.click(screen.getByRole('button', { name: /^Edit record: / }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByRole('option', { name: cs });
    const fill = async (label: string, value: string) => {
      const field = within(drawer).getByLabelText(label);
      await user.clear(field);
      await user.type(field, value);
    };
    await fill('CGPA', '7.25');
    await fill('10th %', '81');
    await fill('12th %', '79.5');
    await fill('Active backlogs', '1');
    await fill('Graduation year', '2025');
    await user.selectOptions(within(drawer).getByLabelText('Class'), cs);
    await user.click(within(drawer).getByRole('button', { name: 'Save record' }));
    await vi.waitFor(() =>
      expect(backend.store.academicRecords.get(1004)).toEqual({
        cgpa: 7.25,
        tenthPercent: 81,
        twelfthPercent: 79.5,
        activeBacklogs: 1,
        graduationYear: 2025,
      }),
    );
    expect(backend.store.recordHistory.get(1004)).toHaveLength(1);
    // Saved, the drawer closes; opened again, it lists the change as the first entry of the record.
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(await screen.findByRole('button', { name: /^Edit record: / }));
    const again = await screen.findByRole('dialog');
    await within(again).findByText(/^First entered · /);
    expect(
      within(again).getByText(/CGPA 7\.25 · 10th 81% · 12th 79\.5% · 1 active backlogs · 2025/),
    ).toBeTruthy();
    // When, by the app's rule for each language: Tamil names the part of the day, not "AM".
    const at = backend.store.recordHistory.get(1004)?.[0]?.at ?? '';
    expect(within(again).getByText(new RegExp(formatDayTime(at, 'en')))).toBeTruthy();
    i18n.addResourceBundle('tn', 'translation', tn);
    await act(() => i18n.changeLanguage('tn'));
    const tamil = await within(again).findByText(new RegExp(formatDayTime(at, 'tn')));
    expect(tamil.textContent).not.toMatch(/AM|PM/);
  });
});
