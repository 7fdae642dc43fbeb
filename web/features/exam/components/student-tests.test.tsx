import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestTask } from '#openapi/exam.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { StudentTests } from './student-tests.tsx';
import { aptitudeTask } from './testing.ts';

afterEach(() => {
  vi.useRealTimers();
});

const running: TestTask = {
  ...aptitudeTask,
  TaskID: 102,
  TaskName: 'Programming Basics',
  courseName: 'Programming Fundamentals',
  status: 'running',
  RemainingTime: 2400,
};
const submitted: TestTask = {
  ...aptitudeTask,
  TaskID: 103,
  CourseID: 3,
  TaskName: 'English Usage',
  courseName: 'English Communication',
  status: 'submitted',
};

function renderTests(
  tasks: TestTask[],
  { onResume = (_task: TestTask) => {}, resumingTaskID = null as number | null } = {},
) {
  return renderWithApp(
    <StudentTests
      tasks={tasks}
      receivedAt={performance.now()}
      onResume={onResume}
      resumingTaskID={resumingTaskID}
    />,
  );
}

const itemOf = (name: string) =>
  within(screen.getByRole('heading', { name }).closest('li') as HTMLElement);

describe("the student's tests on /home (D15)", () => {
  it('says when no test is assigned', () => {
    renderTests([]);
    expect(screen.getByRole('heading', { name: 'Your tests' })).toBeTruthy();
    expect(screen.getByText('No tests are assigned to you yet.')).toBeTruthy();
  });

  it('lists each test with its course, length, questions and state', () => {
    renderTests([aptitudeTask, running, submitted]);
    const item = itemOf('Aptitude Assessment — Round 1');
    expect(item.getByText('Quantitative Aptitude')).toBeTruthy();
    expect(item.getByText('01:00:00')).toBeTruthy();
    expect(item.getByText('12')).toBeTruthy();
    expect(item.getByText('Not started')).toBeTruthy();
    expect(itemOf('Programming Basics').getByText('In progress')).toBeTruthy();
    expect(itemOf('English Usage').getByText('Submitted')).toBeTruthy();
  });

  it('starts a new test and shows a submitted one’s result at the test’s page', () => {
    renderTests([aptitudeTask, submitted]);
    expect(
      itemOf('Aptitude Assessment — Round 1')
        .getByRole('link', { name: 'Start' })
        .getAttribute('href'),
    ).toBe('/test/test/1/101');
    expect(
      itemOf('English Usage').getByRole('link', { name: 'View result' }).getAttribute('href'),
    ).toBe('/test/test/3/103');
    expect(screen.queryByRole('button', { name: 'Resume test' })).toBeNull();
  });

  it('counts a running test’s time down and resumes it', async () => {
    vi.useFakeTimers();
    const onResume = vi.fn();
    renderTests([running], { onResume });
    const item = itemOf('Programming Basics');
    expect(item.getByRole('timer').textContent).toBe('00:40:00');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(item.getByRole('timer').textContent).toBe('00:39:57');
    act(() => item.getByRole('button', { name: 'Resume test' }).click());
    expect(onResume).toHaveBeenCalledWith(running);
  });

  it('spins the Resume button of the test being resumed only', () => {
    const second = { ...running, TaskID: 104, TaskName: 'Second running test' };
    renderTests([running, second], { resumingTaskID: 104 });
    const loading = (name: string) =>
      itemOf(name)
        .getByRole('button', { name: /Resume test/ })
        .getAttribute('aria-busy') === 'true';
    expect(loading('Second running test')).toBe(true);
    expect(loading('Programming Basics')).toBe(false);
  });
});
