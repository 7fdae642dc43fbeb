import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TakenOverNotice } from './taken-over-notice.tsx';

describe('the taken-over notice (D15: no two writers)', () => {
  it('says the test moved to another tab and offers to continue here', async () => {
    const onContinueHere = vi.fn();
    render(<TakenOverNotice onContinueHere={onContinueHere} />);
    const alert = within(screen.getByRole('alert'));
    expect(alert.getByRole('heading', { level: 1 }).textContent).toBe(
      ' This test is open in another tab',
    );
    expect(
      alert.getByText(
        'You opened this test somewhere else, so this tab has stopped saving. Your answers are safe; carry on in the other tab, or continue here instead.',
      ),
    ).toBeTruthy();
    await userEvent.click(alert.getByRole('button', { name: 'Continue here' }));
    expect(onContinueHere).toHaveBeenCalledTimes(1);
  });
});
