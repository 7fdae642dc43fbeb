import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubmitConfirm } from './submit-confirm.tsx';

function renderConfirm({ unanswered = 0, submitting = false, onConfirm = vi.fn() } = {}) {
  const onCancel = vi.fn();
  render(
    <SubmitConfirm
      open
      unanswered={unanswered}
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
});
