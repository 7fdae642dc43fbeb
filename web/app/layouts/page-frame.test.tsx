import { act, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import tn from '../../public/assets/languages/tn/translation.json';
import { signIn, signOut } from '../../shared/session/session-store.ts';
import { isSignedInPage, pages } from '../pages.ts';
import { PageFrame } from './page-frame.tsx';

afterEach(async () => {
  signOut();
  await act(() => i18n.changeLanguage('en'));
});

/** A page's frame where the router puts it, with the registry's handle for that page. */
function renderFrame(id: string, frame = <PageFrame>{null}</PageFrame>) {
  const page = pages.filter(isSignedInPage).find((candidate) => candidate.id === id);
  if (!page) throw new Error(`no signed-in page ${id}`);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: frame,
        handle: {
          titleKey: page.titleKey,
          subtitleKey: page.subtitleKey,
          subtitleKeyFor: page.subtitleKeyFor,
        },
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('a page says what it is for under its title (issue 27)', () => {
  it('reads the line off the page registry, in English and Tamil', async () => {
    renderFrame('myJobs');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My jobs');
    expect(
      screen.getByText(
        "The jobs you posted: search and filter them, and follow each one's candidates.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Welcome/)).toBeNull();
    i18n.addResourceBundle('tn', 'translation', tn);
    await act(() => i18n.changeLanguage('tn'));
    expect(
      screen.getByText(
        'நீங்கள் வெளியிட்ட வேலைகள்: தேடுங்கள், வடிகட்டுங்கள், ஒவ்வொன்றின் விண்ணப்பதாரர்களைப் பின்தொடருங்கள்.',
      ),
    ).toBeTruthy();
  });

  it("reads the registry's line for the user's role where it has one (the client admin's /jobs)", () => {
    signIn({
      token: 'token',
      user: {
        displayName: 'Meera Iyer',
        role: 'ClientAdmin',
        userType: 3,
        UserSessionID: 'session-1',
        photoURL: '',
        email: 'clientadmin@example.com',
        shortcuts: [],
      },
      activeTestDetails: null,
    });
    renderFrame('jobs');
    expect(
      screen.getByText('Every job of your company: read them, open or close them.'),
    ).toBeTruthy();
    expect(screen.queryByText('The jobs open to you: read one and apply.')).toBeNull();
  });

  it("takes a page's own line where it says more for a role", () => {
    renderFrame('jobs', <PageFrame lead="Every job of your company.">{null}</PageFrame>);
    expect(screen.getByText('Every job of your company.')).toBeTruthy();
    expect(screen.queryByText('The jobs open to you: read one and apply.')).toBeNull();
  });
});
