import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BookmarkForm } from './bookmark-form.tsx';

const create = vi.hoisted(() => vi.fn());
vi.mock('../api/create-demo-bookmark.ts', () => ({
  useCreateDemoBookmark: () => ({ mutate: create, isPending: false }),
}));
beforeEach(() => create.mockReset());

describe('adding a bookmark (demo bookmarks, a native form)', () => {
  it('says what is missing or wrong, and sends nothing until it is right', async () => {
    render(<BookmarkForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add bookmark' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Salary survey');
    await user.type(screen.getByLabelText('Address'), 'example.org');
    expect(
      screen.getByText('Start with / for a page of this app, or with http:// or https://'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add bookmark' }));
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the title, the address and the ticked labels, then starts again empty', async () => {
    render(<BookmarkForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Academy');
    await user.type(screen.getByLabelText('Address'), '/apps/academy');
    await user.click(screen.getByRole('checkbox', { name: 'Reading' }));
    await user.click(screen.getByRole('checkbox', { name: 'Work' }));
    await user.click(screen.getByRole('button', { name: 'Add bookmark' }));
    expect(create).toHaveBeenCalledTimes(1);
    // The labels in the list's order, whatever the order they were ticked in.
    expect(create.mock.calls[0]?.[0]).toEqual({
      title: 'Academy',
      url: '/apps/academy',
      labels: ['work', 'reading'],
    });
    create.mock.calls[0]?.[1].onSuccess();
    await vi.waitFor(() => expect(screen.getByLabelText('Title')).toHaveProperty('value', ''));
    expect(screen.getByRole('checkbox', { name: 'Work' })).toHaveProperty('checked', false);
  });
});
