import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Segmented } from './segmented.tsx';

function Sizes({ onPick }: { onPick: (px: number) => void }) {
  const [size, setSize] = useState(24);
  return (
    <Segmented<number>
      aria-label="Size"
      value={size}
      onChange={(px) => {
        setSize(px);
        onPick(px);
      }}
      options={[18, 20, 24].map((px) => ({ value: px, label: `${px} px` }))}
    />
  );
}

describe('Segmented', () => {
  it('is a named radio group: a press or the arrows choose, the value as given', async () => {
    const picked: number[] = [];
    render(<Sizes onPick={(px) => picked.push(px)} />);
    const group = screen.getByRole('radiogroup', { name: 'Size' });
    expect(screen.getByRole('radio', { name: '24 px' })).toHaveProperty('checked', true);
    const user = userEvent.setup();
    await user.click(screen.getByText('18 px'));
    expect(screen.getByRole('radio', { name: '18 px' })).toHaveProperty('checked', true);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '20 px' })).toHaveProperty('checked', true);
    expect(picked).toEqual([18, 20]);
    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(3);
  });
});
