import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import tn from '../../../public/assets/languages/tn/translation.json';
import { signOut } from '../../../shared/session/session-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { startStubBackend } from '../../../test/stub-backend.ts';
import { cardOf } from '../testing.ts';
import { CompanyJobBoard } from './company-job-board.tsx';
import { InstituteJobBoard } from './institute-job-board.tsx';
import { StudentJobBoard } from './student-job-board.tsx';

// The drawer loads when a job is first opened (issue 29); loaded once here, it opens at once.
beforeAll(async () => {
  await import('./job-detail-drawer.tsx');
});

afterEach(async () => {
  signOut();
  await act(() => i18n.changeLanguage('en'));
});

/**
 * Job 2 of the seed: open to both institutes' computer science and MCA final years, CGPA 7,
 * no backlogs, freshers, a test with a 60% cut-off.
 */
const slug = 'associate-software-engineer-2';
const title = 'Associate Software Engineer';

/** Each rule's name and values, as "name: value | value", in the drawer's "Who may apply". */
async function rulesIn(name = 'Who may apply') {
  const drawer = within(await screen.findByRole('dialog', { name: title }));
  const rules = await drawer.findByRole('region', { name });
  // The institutes' and classes' names come from the lookups: wait for them.
  await within(rules).findByText(/Kaveri|காவேரி/);
  await within(rules).findByText(/MCA/);
  return [...rules.querySelectorAll('dl > div')].map((rule) => {
    const [dt, ...dds] = [...rule.children].map((cell) => cell.textContent);
    return `${dt}: ${dds.join(' | ')}`;
  });
}

async function asRole(email: string, board: ReactElement, at: string) {
  const backend = startStubBackend();
  await backend.signInAs(email);
  const view = renderWithApp(board, { at });
  const years = backend.store.jobs.get(2)?.eligibility.graduationYears ?? [];
  return { backend, view, expected: expected(years) };
}

/** The job's rules in English; its graduation year is the seed's final year, which moves each July. */
const expected = (years: number[]) => [
  'Institutes: Kaveri Institute of Technology, Chennai | Deccan College of Engineering, Hyderabad',
  'Branches: B.E. Computer Science — Final year | MCA — Final year',
  'Minimum CGPA: CGPA 7.0 or above',
  'Active backlogs: No active backlogs',
  `Graduation year: Graduating in ${years.join(' or ')}`,
  'Experience: Freshers',
  'Online test cut-off: Cut-off 60%',
];

describe('one "who may apply" for every role (D20, issue 27)', { timeout: 20_000 }, () => {
  it("shows the student the job's rules, with experience and the test's cut-off", async () => {
    const { expected } = await asRole(
      'student@example.com',
      <StudentJobBoard />,
      `/jobs?job=${slug}`,
    );
    expect(await rulesIn()).toEqual(expected);
  });

  it('shows the institute admin the same rules, branches included', async () => {
    const { expected } = await asRole(
      'instituteadmin@example.com',
      <InstituteJobBoard />,
      `/alljobs?job=${slug}`,
    );
    expect(await rulesIn()).toEqual(expected);
  });

  it('lets the client admin open a job from its title and read the same rules', async () => {
    const { view, expected } = await asRole(
      'clientadmin@example.com',
      <CompanyJobBoard />,
      '/jobs',
    );
    await screen.findByRole('heading', { name: title });
    await userEvent.setup().click(cardOf(title).getByRole('link', { name: title }));
    expect(view.router.state.location.search).toBe(`?job=${slug}`);
    expect(await rulesIn()).toEqual(expected);
    const drawer = within(screen.getByRole('dialog', { name: title }));
    // Read-only, with the status action a client admin has (D19).
    expect(drawer.getByRole('button', { name: 'Close job' })).toBeTruthy();
    expect(drawer.queryByRole('link', { name: /edit/i })).toBeNull();
  });

  it('says the rules in Tamil', async () => {
    i18n.addResourceBundle('tn', 'translation', tn);
    await act(() => i18n.changeLanguage('tn'));
    await asRole('student@example.com', <StudentJobBoard />, `/jobs?job=${slug}`);
    const rules = await rulesIn('யார் விண்ணப்பிக்கலாம்');
    expect(rules).toContain('குறைந்தபட்ச CGPA: CGPA 7.0 அல்லது அதற்கு மேல்');
    expect(rules).toContain('நிலுவைப் பாடங்கள்: நிலுவைப் பாடங்கள் இருக்கக்கூடாது');
    expect(rules).toContain('அனுபவம்: புதியவர்கள்');
    expect(rules).toContain('இணையவழித் தேர்வின் தகுதி மதிப்பெண்: தகுதி மதிப்பெண் 60%');
  });
});
