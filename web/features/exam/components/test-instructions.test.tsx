import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TestTask } from '#openapi/exam.ts';
import { TestInstructions } from './test-instructions.tsx';
import { aptitudeTask } from './testing.ts';

function renderInstructions(
  task: TestTask = aptitudeTask,
  { starting = false, error = null as string | null, onStart = () => {} } = {},
) {
  return render(
    <TestInstructions task={task} starting={starting} error={error} onStart={onStart} />,
  );
}

/** The figures as term → value, the way the list pairs them. */
function figures() {
  return Object.fromEntries(
    screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('the instructions before a new attempt (D15)', () => {
  it('names the test and gives its course, questions, marks and length', () => {
    renderInstructions();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Aptitude Assessment — Round 1',
    );
    expect(figures()).toEqual({
      Course: 'Quantitative Aptitude',
      Questions: '12',
      'Total marks': '15',
      Duration: '01:00:00 (60 minutes)',
    });
  });

  it('gives a length short of whole minutes in seconds, and one minute in the singular', () => {
    const view = renderInstructions({ ...aptitudeTask, TotalDuration: 90 });
    expect(figures().Duration).toBe('00:01:30 (90 seconds)');
    view.unmount();
    renderInstructions({ ...aptitudeTask, TotalDuration: 60 });
    expect(figures().Duration).toBe('00:01:00 (1 minute)');
  });

  it('lists the rules: the server clock, saving offline, flags, the automatic submit, one tab', () => {
    renderInstructions();
    const rules = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rules.map((rule) => rule.textContent)).toEqual([
      'The timer runs on the server: it keeps running if you close this tab or lose the network.',
      'Your answers are saved as you go. While you are offline they are kept on this device and sent when you are back.',
      'You can flag a question for review and come back to it before you submit.',
      'When the time is up, the test submits itself with every answer you have given.',
      'Open the test in one tab only: opening it in another tab or on another device moves it there, and this tab stops saving.',
    ]);
  });

  it('starts the test on Start test', async () => {
    const onStart = vi.fn();
    renderInstructions(aptitudeTask, { onStart });
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Start test' }));
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('shows why the start failed, and spins while starting', () => {
    renderInstructions(aptitudeTask, { starting: true, error: 'The server is busy' });
    expect(screen.getByRole('alert').textContent).toContain('The server is busy');
    expect(screen.getByRole('button', { name: /Start test/ }).getAttribute('aria-busy')).toBe(
      'true',
    );
  });
});
