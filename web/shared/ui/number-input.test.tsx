import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberInput, numberOf, type TypedNumber } from './number-input.tsx';

function Ctc({ seen }: { seen: TypedNumber[] }) {
  const [value, setValue] = useState<TypedNumber>(6);
  return (
    <>
      <label htmlFor="ctc">CTC</label>
      <NumberInput
        id="ctc"
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue(null)}>
        Clear
      </button>
    </>
  );
}

describe('NumberInput', () => {
  it('reads figures as typed, keeping the text on the way to one', async () => {
    const seen: TypedNumber[] = [];
    render(<Ctc seen={seen} />);
    const box = screen.getByLabelText('CTC');
    expect(box).toHaveProperty('value', '6');
    expect(box.getAttribute('inputmode')).toBe('decimal');
    const user = userEvent.setup();
    await user.clear(box);
    await user.type(box, '7.');
    expect(box).toHaveProperty('value', '7.');
    await user.type(box, '5');
    expect(seen).toEqual([null, 7, 7, 7.5]);
    await user.type(box, 'x');
    expect(seen.at(-1)).toBeNaN();
    expect(box).toHaveProperty('value', '7.5x');
  });

  it('shows a value set from outside', async () => {
    render(<Ctc seen={[]} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('CTC')).toHaveProperty('value', '');
  });

  it('takes an empty box as none and a grouped figure as no number', () => {
    expect(numberOf('  ')).toBeNull();
    expect(numberOf(' 12 ')).toBe(12);
    expect(numberOf('1,50,000')).toBeNaN();
  });
});
