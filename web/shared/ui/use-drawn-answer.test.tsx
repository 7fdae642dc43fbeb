import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDrawnAnswer } from './use-drawn-answer.ts';

describe('an answer, drawn in a render of its own (issue 29)', () => {
  it('draws the answer after the render it came in, loading until then', async () => {
    const seen: { shown: string | undefined; loading: boolean }[] = [];
    function List({ data, isPending }: { data: string | undefined; isPending: boolean }) {
      seen.push(useDrawnAnswer(data, isPending));
      return null;
    }
    const { rerender } = render(<List data={undefined} isPending />);
    expect(seen).toEqual([{ shown: undefined, loading: true }]);
    await act(async () => rerender(<List data="ten products" isPending={false} />));
    // The render the answer came in still draws none of it, and says it is loading; the next,
    // which React may slice, draws it.
    expect(seen.slice(1)).toEqual([
      { shown: undefined, loading: true },
      { shown: 'ten products', loading: false },
    ]);
  });
});
