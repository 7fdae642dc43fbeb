import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type DemoColumn, DemoTable } from './demo-table.tsx';

type Item = { id: string; name: string; price: number };

/** Twelve items, "Item 01" to "Item 12", the dearer the later. */
const items: Item[] = Array.from({ length: 12 }, (_, index) => ({
  id: String(index + 1),
  name: `Item ${String(index + 1).padStart(2, '0')}`,
  price: (index + 1) * 10,
}));

const columns: DemoColumn<Item>[] = [
  {
    key: 'name',
    title: 'Name',
    sorter: (a, b) => a.name.localeCompare(b.name),
    render: (item) => item.name,
  },
  {
    key: 'price',
    title: 'Price',
    align: 'end',
    from: 'sm',
    sorter: (a, b) => a.price - b.price,
    render: (item) => item.price,
  },
];

function renderTable(onRemove = vi.fn()) {
  render(
    <DemoTable<Item>
      rows={items}
      columns={columns}
      loading={false}
      emptyText="No items"
      pick={{
        selectLabel: (item) => `Select ${item.name}`,
        removeLabel: (count) => `Remove ${count}`,
        removing: false,
        onRemove,
      }}
    />,
  );
  return onRemove;
}

/** The names in the table's body, top to bottom. */
const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td:nth-child(2)')?.textContent);

describe('a demo table (issue 29: a native table)', () => {
  it('shows ten rows a page, and the rest on the next', async () => {
    renderTable();
    const user = userEvent.setup();
    expect(names()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(names()).toEqual(['Item 11', 'Item 12']);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('sorts by a column: ascending, descending, then as listed, and says so in the header', async () => {
    renderTable();
    const user = userEvent.setup();
    const price = () => screen.getByRole('columnheader', { name: /Price/ });
    const sortByPrice = () => user.click(within(price()).getByRole('button'));
    expect(price().getAttribute('aria-sort')).toBeNull();
    await sortByPrice();
    expect(price().getAttribute('aria-sort')).toBe('ascending');
    expect(names()[0]).toBe('Item 01');
    await sortByPrice();
    expect(price().getAttribute('aria-sort')).toBe('descending');
    expect(names().slice(0, 2)).toEqual(['Item 12', 'Item 11']);
    await sortByPrice();
    expect(price().getAttribute('aria-sort')).toBeNull();
    expect(names()[0]).toBe('Item 01');
  });

  it("picks rows one by one or the page's all at once, and removes the picked ones", async () => {
    const onRemove = renderTable();
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select Item 02' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Item 05' }));
    const page = screen.getByRole('checkbox', { name: 'Select every row on this page' });
    expect(page).toHaveProperty('checked', false);
    expect(page).toHaveProperty('indeterminate', true);
    await user.click(screen.getByRole('button', { name: 'Remove 2' }));
    expect(onRemove).toHaveBeenCalledWith(['2', '5'], expect.any(Function));
    // Done: the pick is cleared.
    act(() => onRemove.mock.calls[0]?.[1]());
    await screen.findByRole('checkbox', { name: 'Select every row on this page', checked: false });
    await user.click(page);
    expect(screen.getByRole('button', { name: 'Remove 10' })).toBeTruthy();
    expect(page).toHaveProperty('checked', true);
  });

  it('opens a row when pressed or on Enter, marks it, and has no checkboxes then', async () => {
    const opened: string[] = [];
    const table = (openedId: string | null) => (
      <DemoTable<Item>
        rows={items}
        columns={columns}
        loading={false}
        emptyText="No items"
        open={{ openedId, onOpen: (item) => opened.push(item.id) }}
      />
    );
    const { rerender } = render(table(null));
    expect(screen.queryByRole('checkbox')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByText('Item 03'));
    const row = screen.getByText('Item 05').closest('tr') as HTMLElement;
    row.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(opened).toEqual(['3', '5', '5']);
    expect(row.getAttribute('aria-selected')).toBe('false');
    rerender(table('5'));
    expect(row.getAttribute('aria-selected')).toBe('true');
  });
});
