import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

const heardOnWindow = vi.fn();
afterEach(() => {
  window.removeEventListener('keydown', heardOnWindow);
  heardOnWindow.mockReset();
});

describe('the confirmation dialog', () => {
  it("keeps its Escape from what listens on the window (antd's Drawer under it closes on one)", async () => {
    window.addEventListener('keydown', heardOnWindow);
    render(
      <ConfirmDialog
        open
        title="Close Data Analyst?"
        confirmLabel="Close job"
        cancelLabel="Cancel"
        onConfirm={() => {}}
        onCancel={() => {}}
      >
        <p>Students can no longer apply.</p>
      </ConfirmDialog>,
    );
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(heardOnWindow).not.toHaveBeenCalled();
    await userEvent.keyboard('a');
    expect(heardOnWindow).toHaveBeenCalledTimes(1);
  });
});
