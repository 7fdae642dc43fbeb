import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Answer, Question } from '#openapi/exam.ts';
import { QuestionPalette } from './question-palette.tsx';
import { singleChoice } from './testing.ts';

const twelve: Question[] = Array.from({ length: 12 }, (_, index) => ({
  ...singleChoice,
  QuestionID: 100 + index,
}));

function renderPalette({
  currentID = 102,
  answers = new Map<number, Answer>([
    [100, [11]],
    [101, '  '],
    [102, 'forty'],
    [103, []],
  ]),
  flags = new Set([101, 102]),
  onPick = (_id: number) => {},
} = {}) {
  return render(
    <QuestionPalette
      questions={twelve}
      currentID={currentID}
      answers={answers}
      flags={flags}
      onPick={onPick}
    />,
  );
}

const paletteButtons = () => screen.getAllByRole('button');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the question palette (D15)', () => {
  it('names each question with its state, answered meaning more than blanks', () => {
    renderPalette();
    expect(paletteButtons().map((button) => button.getAttribute('aria-label'))).toEqual([
      'Question 1, answered',
      'Question 2, unanswered, flagged',
      'Question 3, answered, flagged',
      'Question 4, unanswered',
      ...Array.from({ length: 8 }, (_, index) => `Question ${index + 5}, unanswered`),
    ]);
  });

  it('marks the current question as the current step, and only it', () => {
    renderPalette({ currentID: 102 });
    const current = paletteButtons().filter((button) => button.hasAttribute('aria-current'));
    expect(current).toHaveLength(1);
    expect(current[0]?.getAttribute('aria-current')).toBe('step');
    expect(current[0]?.textContent).toBe('3');
  });

  it('shows answered, flagged and current apart from colour: a class each, and a flag icon', () => {
    renderPalette();
    const [first, second, third] = paletteButtons();
    expect(first?.className).toContain('is-answered');
    expect(second?.className).toContain('is-unanswered');
    expect(second?.querySelector('.anticon-flag')).not.toBeNull();
    expect(first?.querySelector('.anticon-flag')).toBeNull();
    expect(third?.className).toContain('is-current');
  });

  it('opens the question that is clicked', async () => {
    const onPick = vi.fn();
    renderPalette({ onPick });
    await userEvent.click(screen.getByRole('button', { name: 'Question 7, unanswered' }));
    expect(onPick).toHaveBeenCalledWith(106);
  });

  it('keeps one button in the tab order, the current one', async () => {
    renderPalette({ currentID: 104 });
    expect(paletteButtons().filter((button) => button.tabIndex === 0)).toEqual([
      screen.getByRole('button', { name: 'Question 5, unanswered' }),
    ]);
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Question 5, unanswered');
  });

  it('moves the focus with the arrow keys, Home and End, and picks with Enter and Space', async () => {
    const onPick = vi.fn();
    renderPalette({ currentID: 100, onPick });
    await userEvent.tab();
    const focusedNumber = () => document.activeElement?.textContent;
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(focusedNumber()).toBe('3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(focusedNumber()).toBe('2');
    await userEvent.keyboard('{End}');
    expect(focusedNumber()).toBe('12');
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedNumber()).toBe('12');
    await userEvent.keyboard('{Home}');
    expect(focusedNumber()).toBe('1');
    await userEvent.keyboard('{ArrowLeft}');
    expect(focusedNumber()).toBe('1');
    // The Tab stop follows the focus, so Tab out and back returns to the same button.
    await userEvent.keyboard('{ArrowRight}');
    expect(paletteButtons().filter((button) => button.tabIndex === 0)).toHaveLength(1);
    expect(document.activeElement?.getAttribute('tabindex')).toBe('0');
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenLastCalledWith(101);
    await userEvent.keyboard('{ArrowRight} ');
    expect(onPick).toHaveBeenLastCalledWith(102);
  });

  it('moves a row with Up and Down where the grid shows rows', async () => {
    // Five buttons a row, as a laid-out grid would place them.
    vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      const number = Number(this.textContent);
      return Number.isNaN(number) ? 0 : Math.floor((number - 1) / 5) * 52;
    });
    renderPalette({ currentID: 101 });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('7');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('12');
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('7');
  });

  it('moves one button with Up and Down when the buttons stand in a single line', async () => {
    renderPalette({ currentID: 101 });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('3');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('1');
  });
});
