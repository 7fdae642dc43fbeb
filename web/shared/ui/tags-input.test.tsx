import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TagsInput } from './tags-input.tsx';

/** A form with a tags box, which says what it holds and when the form is submitted. */
function Locations({ start = [], onSubmit }: { start?: string[]; onSubmit?: () => void }) {
  const [tags, setTags] = useState(start);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <label htmlFor="places">Locations</label>
      <TagsInput id="places" value={tags} onChange={setTags} />
      <output>{tags.join('|')}</output>
    </form>
  );
}

const held = () => screen.getByRole('status').textContent;

describe('TagsInput', () => {
  it('closes an entry with Enter, a comma or leaving the box, and skips blanks and repeats', async () => {
    const submitted = vi.fn();
    render(<Locations onSubmit={submitted} />);
    const user = userEvent.setup();
    const box = screen.getByLabelText('Locations');
    await user.type(box, ' Chennai {Enter}Pune,Chennai,  ,');
    expect(held()).toBe('Chennai|Pune');
    expect(submitted).not.toHaveBeenCalled();
    await user.type(box, 'Kochi');
    fireEvent.blur(box);
    expect(held()).toBe('Chennai|Pune|Kochi');
    expect(box).toHaveProperty('value', '');
  });

  it('splits a pasted list at its commas, as antd did', async () => {
    render(<Locations />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Locations'));
    await user.paste('Chennai, Coimbatore,Madurai');
    expect(held()).toBe('Chennai|Coimbatore|Madurai');
    expect(screen.getByLabelText('Locations')).toHaveProperty('value', '');
  });

  it('removes an entry pressed, and Backspace in the empty box takes the last back to edit', async () => {
    render(<Locations start={['Chennai', 'Pune', 'Kochi']} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Pune' }));
    expect(held()).toBe('Chennai|Kochi');
    expect(document.activeElement).toBe(screen.getByLabelText('Locations'));
    await user.keyboard('{Backspace}');
    expect(held()).toBe('Chennai');
    expect(screen.getByLabelText('Locations')).toHaveProperty('value', 'Kochi');
  });

  it('lets Enter in the empty box submit the form', async () => {
    const submitted = vi.fn();
    render(<Locations start={['Chennai']} onSubmit={submitted} />);
    await userEvent.setup().type(screen.getByLabelText('Locations'), '{Enter}');
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(held()).toBe('Chennai');
  });
});
