import { act, cleanup, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestResult } from '#openapi/exam.ts';
import tn from '../../../public/assets/languages/tn/translation.json';
import { renderWithApp } from '../../../test/render.tsx';
import { TestResultSummary } from './test-result-summary.tsx';
import { submittedResult } from './testing.ts';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const renderResult = (result: TestResult = submittedResult) =>
  renderWithApp(<TestResultSummary result={result} backTo="/home" />);

function figures() {
  return Object.fromEntries(
    screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('the result of a submitted test (D15)', () => {
  it('takes the focus on its heading, which reads out who submitted it', () => {
    renderResult();
    const heading = screen.getByRole('heading', { level: 1, name: 'Test submitted' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('aria-describedby')).toBeTruthy();
    const described = document.getElementById(heading.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('You submitted this test.');
  });

  it('gives the score with its percentage, the answered count and the time taken', () => {
    renderResult();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Test submitted');
    expect(screen.getByText('Aptitude Assessment — Round 1')).toBeTruthy();
    expect(figures()).toMatchObject({ Answered: '9 of 12', 'Time taken': '00:45:12' });
    const score = screen.getByText('7 / 12');
    expect(score.tagName).toBe('DD');
    // One percentage format (issue 27): the recruiter's board says 58.3% of the same score.
    expect(within(score).getByText('58.3%')).toBeTruthy();
  });

  it('says the cut-off of a job’s test and whether the score reached it (D24)', () => {
    renderResult();
    expect(figures()['Cut-off']).toBe('50% needed: passed');
  });

  it('says a score under the cut-off, and nothing of a cut-off a test has not', () => {
    renderResult({ ...submittedResult, cutoff: { minScore: 60, passed: false } });
    expect(figures()['Cut-off']).toBe('60% needed: below the cut-off');
    cleanup();
    renderResult({ ...submittedResult, cutoff: null });
    expect(figures()['Cut-off']).toBeUndefined();
  });

  it('says when it was submitted, in the reader’s language', async () => {
    renderResult();
    expect(figures()['Submitted at']).toMatch(/^14 Mar 2025, \d{1,2}:\d{2} (am|pm)$/);
    i18n.addResourceBundle('tn', 'translation', tn);
    await act(() => i18n.changeLanguage('tn'));
    expect(figures()['சமர்ப்பித்த நேரம்']).toMatch(/^14 மார்., 2025/);
    // The part of the day in Tamil words, not "5:35 AM" (issue 12, item 6).
    expect(figures()['சமர்ப்பித்த நேரம்']).not.toMatch(/AM|PM/i);
  });

  it.each<[TestResult['submittedBy'], string]>([
    ['student', 'You submitted this test.'],
    ['timeUp', 'Time ran out; your answers were submitted automatically.'],
    ['server', 'Time ran out; the server submitted the answers it had received.'],
  ])('says who submitted it: %s → "%s"', (submittedBy, line) => {
    renderResult({ ...submittedResult, submittedBy });
    expect(screen.getByText(line)).toBeTruthy();
  });

  it('says what happens next and where to follow the application (issue 27)', async () => {
    renderResult();
    expect(
      screen.getByText(
        'What happens next: the recruiter reviews your result and decides who goes on. Follow your application under Jobs.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Follow your application' }).getAttribute('href')).toBe(
      '/jobs',
    );
    i18n.addResourceBundle('tn', 'translation', tn);
    await act(() => i18n.changeLanguage('tn'));
    expect(
      screen.getByText(
        'அடுத்து: பணியமர்த்துநர் உங்கள் முடிவைப் பார்த்து, யார் அடுத்த சுற்றுக்குச் செல்வது என்று முடிவு செய்வார். உங்கள் விண்ணப்பத்தை வேலைகள் பக்கத்தில் பின்தொடருங்கள்.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'உங்கள் விண்ணப்பத்தைப் பின்தொடருங்கள்' })).toBeTruthy();
  });

  it('leads back to the student’s start page', () => {
    renderResult();
    expect(screen.getByRole('link', { name: 'Back to your start page' }).getAttribute('href')).toBe(
      '/home',
    );
  });
});
