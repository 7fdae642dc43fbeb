import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import type { SaveStatus } from '../model/save-status.ts';
import { TestStatusBar } from './test-status-bar.tsx';

function renderBar({
  secondsLeft = 2400,
  save = { state: 'saved' } as SaveStatus,
  submitDisabled = false,
  onSubmit = () => {},
} = {}) {
  return renderWithApp(
    <TestStatusBar
      taskName="Aptitude Assessment — Round 1"
      secondsLeft={secondsLeft}
      answered={7}
      total={12}
      save={save}
      onSubmit={onSubmit}
      submitDisabled={submitDisabled}
    />,
  );
}

describe('the test status bar (D15)', () => {
  it('shows the task, the time left as hh:mm:ss in a silent timer, and the progress', () => {
    renderBar({ secondsLeft: 2397 });
    expect(screen.getByText('Aptitude Assessment — Round 1')).toBeTruthy();
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('00:39:57');
    expect(timer.getAttribute('aria-live')).toBe('off');
    expect(screen.getByText('7 of 12 answered')).toBeTruthy();
  });

  it.each([
    [301, ''],
    [300, 'is-warning'],
    [61, 'is-warning'],
    [60, 'is-danger'],
    [0, 'is-danger'],
  ])('with %i s left the clock is styled "%s"', (secondsLeft, style) => {
    renderBar({ secondsLeft });
    const clock = screen.getByRole('timer').parentElement;
    expect(clock?.classList.contains('is-warning')).toBe(style === 'is-warning');
    expect(clock?.classList.contains('is-danger')).toBe(style === 'is-danger');
  });

  it.each<[SaveStatus, string]>([
    [{ state: 'saved' }, 'All answers saved'],
    [{ state: 'saving', kept: { answers: 2, flags: 0 } }, 'Saving…'],
    [
      { state: 'offline', kept: { answers: 1, flags: 0 } },
      'Offline — 1 answer kept on this device',
    ],
    [
      { state: 'offline', kept: { answers: 3, flags: 0 } },
      'Offline — 3 answers kept on this device',
    ],
    [{ state: 'offline', kept: { answers: 0, flags: 1 } }, 'Offline — 1 flag kept on this device'],
    [
      { state: 'offline', kept: { answers: 2, flags: 3 } },
      'Offline — 2 answers and 3 flags kept on this device',
    ],
    [
      { state: 'failed', kept: { answers: 1, flags: 0 }, message: 'The server is busy' },
      'Not saved — The server is busy. Retrying… 1 answer kept on this device.',
    ],
    [
      { state: 'failed', kept: { answers: 4, flags: 1 }, message: 'Network error.' },
      'Not saved — Network error. Retrying… 4 answers and 1 flag kept on this device.',
    ],
  ])('says where the answers are: %j → "%s"', (save, text) => {
    renderBar({ save });
    expect(screen.getByRole('status').textContent).toBe(text);
  });

  it('asks to submit when Submit test is pressed', async () => {
    const onSubmit = vi.fn();
    renderBar({ onSubmit });
    await userEvent.click(screen.getByRole('button', { name: 'Submit test' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('cannot submit while submitting is not allowed', () => {
    renderBar({ submitDisabled: true });
    expect(screen.getByRole('button', { name: 'Submit test' }).hasAttribute('disabled')).toBe(true);
  });
});
