import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Question } from '#openapi/exam.ts';
import tn from '../../../public/assets/languages/tn/translation.json';
import { QuestionView } from './question-view.tsx';
import { multipleChoice, shortText, singleChoice } from './testing.ts';

type Props = ComponentProps<typeof QuestionView>;

function viewOf(question: Question, props: Partial<Props> = {}) {
  return (
    <QuestionView
      question={question}
      index={2}
      total={12}
      answer={undefined}
      flagged={false}
      disabled={false}
      onAnswer={() => {}}
      onToggleFlag={() => {}}
      onPrevious={() => {}}
      onNext={() => {}}
      onReview={() => {}}
      {...props}
    />
  );
}

// No router or query client: rerender must keep the same tree for the focus and controlled-input
// cases, which renderWithApp's providers would swap out.
const renderView = (question: Question, props: Partial<Props> = {}) =>
  render(viewOf(question, props));

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('a question of the test (D15)', () => {
  it('says where it stands, what it is worth, and its text with its line breaks', () => {
    renderView(shortText);
    expect(screen.getByRole('heading', { name: 'Question 3 of 12' })).toBeTruthy();
    expect(screen.getByText('2 marks')).toBeTruthy();
    expect(screen.getByText(/What does this print\?/).textContent).toBe(
      'What does this print?\n\nfor (let i = 0; i < 3; i++)\n  console.log(i);',
    );
  });

  it('reads in Tamil where the bank has Tamil, and in English where it has not', async () => {
    i18n.addResourceBundle('tn', 'translation', tn);
    await act(() => i18n.changeLanguage('tn'));
    const view = renderView(singleChoice);
    expect(screen.getByRole('radiogroup', { name: '200 இல் 15% என்ன?' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'கேள்வி 3 / 12' })).toBeTruthy();
    view.unmount();
    renderView(multipleChoice);
    expect(screen.getByRole('group', { name: 'Which of these are prime numbers?' })).toBeTruthy();
  });

  it('says "1 mark" for a question of one mark', () => {
    renderView(singleChoice);
    expect(screen.getByText('1 mark')).toBeTruthy();
  });

  describe('single choice', () => {
    it('answers with the chosen option alone', async () => {
      const onAnswer = vi.fn();
      renderView(singleChoice, { onAnswer });
      const group = screen.getByRole('radiogroup', { name: 'What is 15% of 200?' });
      await userEvent.click(within(group).getByRole('radio', { name: '30' }));
      expect(onAnswer).toHaveBeenCalledWith([12]);
    });

    it('shows the saved answer chosen', () => {
      renderView(singleChoice, { answer: [13] });
      expect((screen.getByRole('radio', { name: '35' }) as HTMLInputElement).checked).toBe(true);
      expect((screen.getByRole('radio', { name: '20' }) as HTMLInputElement).checked).toBe(false);
    });

    it('clears the answer to null, and shows nothing chosen once cleared', async () => {
      const onAnswer = vi.fn();
      const view = renderView(singleChoice, { answer: [12], onAnswer });
      await userEvent.click(screen.getByRole('button', { name: 'Clear answer' }));
      expect(onAnswer).toHaveBeenCalledWith(null);
      view.rerender(viewOf(singleChoice, { answer: null, onAnswer }));
      expect(
        screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked),
      ).toEqual([]);
      expect(screen.queryByRole('button', { name: 'Clear answer' })).toBeNull();
    });

    it('offers no Clear answer before anything is chosen', () => {
      renderView(singleChoice, { answer: undefined });
      expect(screen.queryByRole('button', { name: 'Clear answer' })).toBeNull();
    });
  });

  describe('multiple choice', () => {
    it('answers with every ticked option in the order shown, whatever the order ticked', async () => {
      const onAnswer = vi.fn();
      renderView(multipleChoice, { answer: [23], onAnswer });
      const group = screen.getByRole('group', { name: 'Which of these are prime numbers?' });
      await userEvent.click(within(group).getByRole('checkbox', { name: '2' }));
      expect(onAnswer).toHaveBeenLastCalledWith([21, 23]);
    });

    it('answers without an option when it is unticked, and with [] when none is left', async () => {
      const onAnswer = vi.fn();
      const view = renderView(multipleChoice, { answer: [21, 23], onAnswer });
      await userEvent.click(screen.getByRole('checkbox', { name: '2' }));
      expect(onAnswer).toHaveBeenLastCalledWith([23]);
      view.rerender(viewOf(multipleChoice, { answer: [23], onAnswer }));
      await userEvent.click(screen.getByRole('checkbox', { name: '11' }));
      expect(onAnswer).toHaveBeenLastCalledWith([]);
    });

    it('clears every tick to null', async () => {
      const onAnswer = vi.fn();
      renderView(multipleChoice, { answer: [21, 23], onAnswer });
      await userEvent.click(screen.getByRole('button', { name: 'Clear answer' }));
      expect(onAnswer).toHaveBeenCalledWith(null);
    });
  });

  describe('short text', () => {
    it('answers with the text on every change, showing what it is given', async () => {
      const onAnswer = vi.fn();
      const view = renderView(shortText, { answer: '0 1', onAnswer });
      const box = screen.getByRole('textbox', { name: 'Your answer' }) as HTMLTextAreaElement;
      expect(box.value).toBe('0 1');
      expect(box.maxLength).toBe(1000);
      await userEvent.type(box, ' 2');
      expect(onAnswer).toHaveBeenNthCalledWith(1, '0 1 ');
      // Controlled: the second key lands on what the parent holds, still '0 1'.
      expect(onAnswer).toHaveBeenNthCalledWith(2, '0 12');
      view.rerender(viewOf(shortText, { answer: '0 1 2', onAnswer }));
      expect(box.value).toBe('0 1 2');
    });

    it('has no Clear answer: the student deletes the text', () => {
      renderView(shortText, { answer: 'hello' });
      expect(screen.queryByRole('button', { name: 'Clear answer' })).toBeNull();
    });
  });

  it('flags for review with a toggle button', async () => {
    const onToggleFlag = vi.fn();
    const view = renderView(singleChoice, { flagged: false, onToggleFlag });
    const flag = screen.getByRole('button', { name: 'Flag for review' });
    expect(flag.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(flag);
    expect(onToggleFlag).toHaveBeenCalledTimes(1);
    view.rerender(viewOf(singleChoice, { flagged: true, onToggleFlag }));
    expect(
      screen.getByRole('button', { name: 'Flag for review' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('moves to the previous and next question; on the last, Next gives way to Review and submit', async () => {
    const onPrevious = vi.fn();
    const onNext = vi.fn();
    const onReview = vi.fn();
    const view = renderView(singleChoice, { onPrevious, onNext, onReview });
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPrevious).toHaveBeenCalledTimes(1);
    expect(onNext).toHaveBeenCalledTimes(1);
    view.rerender(viewOf(singleChoice, { onPrevious: null, onNext: null, onReview }));
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Review and submit' }));
    expect(onReview).toHaveBeenCalledTimes(1);
  });

  it('takes no answer while disabled', () => {
    renderView(multipleChoice, { answer: [21], disabled: true });
    for (const box of screen.getAllByRole('checkbox'))
      expect(box.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Clear answer' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Flag for review' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('puts the focus on the heading of a new question, but not on the first one shown', () => {
    const view = renderView(singleChoice, { index: 0 });
    expect(document.activeElement).toBe(document.body);
    view.rerender(viewOf(multipleChoice, { index: 1 }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Question 2 of 12' }));
  });
});
