import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmation } from '../../../test/confirmation.ts';
import { ConfirmButton } from './confirm-button.tsx';

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

/** A change the test finishes by hand, to see the dialog while it runs. */
function pendingChange() {
  let finish = () => {};
  const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  return { onConfirm, finish: () => act(() => finish()) };
}

function renderButton(props: Partial<Parameters<typeof ConfirmButton>[0]> = {}) {
  const change = pendingChange();
  render(
    <>
      <h3 id="job-title">Frontend Developer Trainee</h3>
      <ConfirmButton
        label="Close job"
        question="Close Frontend Developer Trainee?"
        consequence={<p>Students can no longer apply.</p>}
        confirmLabel="Close job"
        onConfirm={change.onConfirm}
        describedBy="job-title"
        {...props}
      />
    </>,
  );
  return change;
}

/** Presses the button, then `answer` in its dialog. */
async function pressThenAnswer(answer: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Close job' }));
  const dialog = await confirmation('Close Frontend Developer Trainee?');
  await user.click(dialog.getByRole('button', { name: answer }));
}

describe('a change asked about first (D19, D21)', () => {
  it('asks its question in a dialog of the browser, drawn only once the button is pressed', async () => {
    renderButton();
    expect(document.querySelector('dialog')).toBeNull();
    const button = screen.getByRole('button', { name: 'Close job', description: /Frontend/ });
    await userEvent.click(button);
    const dialog = await confirmation('Close Frontend Developer Trainee?');
    expect(dialog.getByText('Students can no longer apply.')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('is busy while the change runs, and closes once it is done', async () => {
    const change = renderButton();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Close job' }));
    const dialog = await confirmation('Close Frontend Developer Trainee?');
    await user.click(dialog.getByRole('button', { name: 'Close job' }));
    expect(change.onConfirm).toHaveBeenCalledTimes(1);
    const yes = dialog.getByRole('button', { name: 'Close job' });
    expect(yes.getAttribute('aria-busy')).toBe('true');
    await user.click(yes);
    expect(change.onConfirm).toHaveBeenCalledTimes(1);
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    await change.finish();
    expect(screen.getByRole('dialog', { hidden: true })).toHaveProperty('open', false);
  });

  it('closes after a change that failed: the change has said why', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('refused')));
    renderButton({ onConfirm });
    await pressThenAnswer('Close job');
    expect(screen.getByRole('dialog', { hidden: true })).toHaveProperty('open', false);
  });

  it('changes nothing when cancelled', async () => {
    const change = renderButton();
    await pressThenAnswer('Cancel');
    expect(screen.getByRole('dialog', { hidden: true })).toHaveProperty('open', false);
    expect(change.onConfirm).not.toHaveBeenCalled();
  });

  it('draws a destructive change red, the button and its yes alike', async () => {
    renderButton({ danger: true });
    const button = screen.getByRole('button', { name: 'Close job' });
    expect(button.className).toContain('app-button-danger');
    await userEvent.click(button);
    const dialog = await confirmation('Close Frontend Developer Trainee?');
    expect(dialog.getByRole('button', { name: 'Close job' }).className).toContain(
      'app-button-danger',
    );
  });

  it("is small in a table's row, and cannot be pressed with nothing to confirm", () => {
    renderButton({ size: 'small', primary: true, disabled: true });
    const button = screen.getByRole('button', { name: 'Close job' });
    expect(button.className).toContain('app-button-small');
    expect(button.className).toContain('app-button-primary');
    expect(button).toHaveProperty('disabled', true);
  });
});
