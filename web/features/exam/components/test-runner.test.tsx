import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Answer } from '#openapi/exam.ts';
import { TestRunner } from './test-runner.tsx';
import { questions } from './testing.ts';

type Props = ComponentProps<typeof TestRunner>;

function runnerOf(props: Partial<Props> = {}) {
  return (
    <TestRunner
      taskName="Aptitude Assessment — Round 1"
      questions={questions}
      currentID={2}
      answers={new Map<number, Answer>([[1, [12]]])}
      flags={new Set<number>()}
      secondsLeft={2400}
      save={{ state: 'saved' }}
      kept={{ answers: 0, flags: 0 }}
      warning={null}
      onDismissWarning={() => {}}
      submitFailure={null}
      disabled={false}
      submitting={false}
      onGo={() => {}}
      onAnswer={() => {}}
      onToggleFlag={() => {}}
      onSubmit={() => {}}
      {...props}
    />
  );
}

const renderRunner = (props: Partial<Props> = {}) => render(runnerOf(props));

describe('the running test (D15)', () => {
  it('shows the status bar, the current question and the palette together', () => {
    renderRunner({ currentID: 2 });
    expect(screen.getByRole('timer').textContent).toBe('00:40:00');
    expect(screen.getByText('1 of 3 answered')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Question 2 of 3' })).toBeTruthy();
    const palette = screen.getByRole('navigation', { name: 'Questions' });
    expect(within(palette).getByRole('button', { current: 'step' }).textContent).toBe('2');
  });

  it('answers and flags the question shown, by its ID', async () => {
    const onAnswer = vi.fn();
    const onToggleFlag = vi.fn();
    renderRunner({ currentID: 2, onAnswer, onToggleFlag });
    await userEvent.click(screen.getByRole('checkbox', { name: '11' }));
    expect(onAnswer).toHaveBeenCalledWith(2, [23]);
    await userEvent.click(screen.getByRole('button', { name: 'Flag for review' }));
    expect(onToggleFlag).toHaveBeenCalledWith(2);
  });

  it('goes to the previous and next question with the buttons and from the palette', async () => {
    const onGo = vi.fn();
    renderRunner({ currentID: 2, onGo });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onGo).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onGo).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Question 3, unanswered' }));
    expect(onGo).toHaveBeenLastCalledWith(3);
  });

  it('names the running test in its one h1', () => {
    renderRunner();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Aptitude Assessment — Round 1',
    ]);
  });

  it('on the last question, Next gives way to "Review and submit", which opens the confirmation', async () => {
    renderRunner({ currentID: 3 });
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Review and submit' }));
    expect(await screen.findByRole('dialog', { name: 'Submit your test?' })).toBeTruthy();
  });

  it('shows a time warning in the page, under the clock and Submit, and lets it be dismissed', async () => {
    const onDismissWarning = vi.fn();
    renderRunner({
      warning: '1 minute left. The test submits itself when the time is up.',
      onDismissWarning,
    });
    expect(screen.getByRole('alert').textContent).toContain(
      '1 minute left. The test submits itself when the time is up.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismissWarning).toHaveBeenCalledOnce();
  });

  describe('Alt+arrow keys', () => {
    it('go to the next and previous question from anywhere on the page', () => {
      const onGo = vi.fn();
      renderRunner({ currentID: 2, onGo });
      fireEvent.keyDown(document.body, { key: 'ArrowRight', altKey: true });
      expect(onGo).toHaveBeenLastCalledWith(3);
      fireEvent.keyDown(screen.getByRole('checkbox', { name: '2' }), {
        key: 'ArrowLeft',
        altKey: true,
      });
      expect(onGo).toHaveBeenLastCalledWith(1);
    });

    it('are kept from the browser at either end, where there is nowhere to go', () => {
      const onGo = vi.fn();
      renderRunner({ currentID: 1, onGo });
      // Alt+← is also the browser's Back, which would leave the test.
      const back = new KeyboardEvent('keydown', {
        key: 'ArrowLeft',
        altKey: true,
        bubbles: true,
        cancelable: true,
      });
      document.body.dispatchEvent(back);
      expect(back.defaultPrevented).toBe(true);
      expect(onGo).not.toHaveBeenCalled();
    });

    it('are left to the answer box while typing, and ignored without Alt', () => {
      const onGo = vi.fn();
      renderRunner({ currentID: 3, answers: new Map([[3, '0 1 2']]), onGo });
      fireEvent.keyDown(screen.getByRole('textbox', { name: 'Your answer' }), {
        key: 'ArrowLeft',
        altKey: true,
      });
      fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
      expect(onGo).not.toHaveBeenCalled();
    });

    it('do nothing while the submit confirmation is open', async () => {
      const onGo = vi.fn();
      renderRunner({ currentID: 2, onGo });
      await userEvent.click(screen.getByRole('button', { name: 'Submit test' }));
      await screen.findByRole('dialog', { name: 'Submit your test?' });
      fireEvent.keyDown(document.body, { key: 'ArrowRight', altKey: true });
      expect(onGo).not.toHaveBeenCalled();
    });

    it('are explained beside the question', () => {
      renderRunner();
      expect(screen.getByText(/Alt \+ → goes to the next question/)).toBeTruthy();
    });
  });

  describe('submitting', () => {
    it('asks first, counting blank text and untouched questions as unanswered', async () => {
      const onSubmit = vi.fn();
      renderRunner({
        answers: new Map<number, Answer>([
          [1, [12]],
          [2, []],
          [3, '   '],
        ]),
        onSubmit,
      });
      await userEvent.click(screen.getByRole('button', { name: 'Submit test' }));
      const dialog = await screen.findByRole('dialog', { name: 'Submit your test?' });
      expect(within(dialog).getByText('You have 2 unanswered questions.')).toBeTruthy();
      expect(onSubmit).not.toHaveBeenCalled();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });

    it('goes back to the questions on Keep working, without submitting', async () => {
      const onSubmit = vi.fn();
      const onGo = vi.fn();
      renderRunner({ currentID: 2, onSubmit, onGo });
      await userEvent.click(screen.getByRole('button', { name: 'Submit test' }));
      const dialog = await screen.findByRole('dialog', { name: 'Submit your test?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep working' }));
      expect(onSubmit).not.toHaveBeenCalled();
      // The questions are back in play: the shortcut, held while asking, moves again.
      fireEvent.keyDown(document.body, { key: 'ArrowRight', altKey: true });
      expect(onGo).toHaveBeenCalledWith(3);
    });

    it('cannot be asked for while the test takes no changes', () => {
      renderRunner({ disabled: true });
      expect(screen.getByRole('button', { name: 'Submit test' }).hasAttribute('disabled')).toBe(
        true,
      );
    });
  });

  it('opens the palette on demand where it is folded away', async () => {
    renderRunner();
    const toggle = screen.getByRole('button', { name: 'All questions' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.classList.contains('is-open')).toBe(false);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.classList.contains('is-open')).toBe(true);
  });
});
