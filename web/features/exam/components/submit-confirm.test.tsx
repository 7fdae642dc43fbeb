import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SubmitConfirm } from './submit-confirm.tsx';

type Options = Partial<Pick<ComponentProps<typeof SubmitConfirm>, 'kept' | 'offline' | 'failure'>>;

function renderConfirm({
  unanswered = 0,
  submitting = false,
  onConfirm = vi.fn(),
  ...rest
}: { unanswered?: number; submitting?: boolean; onConfirm?: () => void } & Options = {}) {
  const onCancel = vi.fn();
  render(
    <SubmitConfirm
      open
      unanswered={unanswered}
      kept={rest.kept ?? { answers: 0, flags: 0 }}
      offline={rest.offline ?? false}
      failure={rest.failure ?? null}
      submitting={submitting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Submit your test?' }));
  return { dialog, onConfirm, onCancel };
}

describe('the submit confirmation (D15)', () => {
  it.each([
    [3, 'You have 3 unanswered questions.'],
    [1, 'You have 1 unanswered question.'],
    [0, 'You have answered every question.'],
  ])('with %i unanswered says "%s" and that answers are final', (unanswered, text) => {
    const { dialog } = renderConfirm({ unanswered });
    expect(dialog.getByText(text)).toBeTruthy();
    expect(dialog.getByText('You cannot change your answers after submitting.')).toBeTruthy();
  });

  it('submits on Submit and goes back on Keep working', async () => {
    const { dialog, onConfirm, onCancel } = renderConfirm({ unanswered: 2 });
    await userEvent.click(dialog.getByRole('button', { name: 'Keep working' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('holds the student while the answers are on their way', () => {
    const { dialog } = renderConfirm({ submitting: true });
    expect(dialog.getByRole('button', { name: /Submit/ }).className).toContain('ant-btn-loading');
    expect(dialog.getByRole('button', { name: 'Keep working' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('says which changes are only on this device, and what happens to them, offline', () => {
    const { dialog } = renderConfirm({ offline: true, kept: { answers: 2, flags: 1 } });
    expect(
      dialog.getByText(
        'You are offline: 2 answers and 1 flag are only on this device. Submitting needs the network; keep this page open and they are sent as soon as the network returns.',
      ),
    ).toBeTruthy();
  });

  it('online, says the changes still on their way go with the test', () => {
    const { dialog } = renderConfirm({ kept: { answers: 1, flags: 0 } });
    expect(
      dialog.getByText('1 answer is still on its way to the server; it goes with your test.'),
    ).toBeTruthy();
  });

  it('says in the dialog, not in a toast over it, that an offline submission did not go', () => {
    const { dialog } = renderConfirm({ offline: true, failure: { kind: 'offline' } });
    expect(dialog.getByRole('alert').textContent).toBe(
      'You are offline, so your test has not been submitted. Your answers are safe on this device. When the network returns they are saved by themselves; then press Submit again.',
    );
  });

  it('gives the server’s words when it failed the submission', () => {
    const { dialog } = renderConfirm({ failure: { kind: 'failed', message: 'Bad gateway' } });
    expect(dialog.getByRole('alert').textContent).toBe(
      'Your test could not be submitted: Bad gateway. Your answers are kept on this device; try again.',
    );
  });
});
