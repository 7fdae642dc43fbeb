import { screen, waitFor, within } from '@testing-library/react';

/**
 * The confirmation dialog asking `question` (shared/ui/confirm-dialog.tsx), once it is open: the
 * browser's own modal `<dialog>`, named by its question.
 */
export async function confirmation(question: string | RegExp) {
  const dialog = await waitFor(() => {
    const found = screen.getByRole('dialog', { name: question }) as HTMLDialogElement;
    if (!found.open) throw new Error(`The dialog asking "${question}" is not open`);
    return found;
  });
  return within(dialog);
}
