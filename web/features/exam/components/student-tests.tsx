import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TestTask } from '#openapi/exam.ts';
import { links } from '../../../shared/routing/paths.ts';
import { formatDuration } from '../../../shared/time/format-duration.ts';
import { useSecondsLeft } from '../../../shared/time/use-seconds-left.ts';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import { Tag, type TagTone } from '../../../shared/ui/tag.tsx';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import './student-tests.css';

type Props = {
  tasks: TestTask[];
  /** `performance.now()` when the tasks arrived: a running test's time left counts from it. */
  receivedAt: number;
  onResume: (task: TestTask) => void;
  /** The test whose resume is under way, if any. */
  resumingTaskID: number | null;
};

/** The student's tests on /home (D15): each one's figures and state, with the way into it. */
export function StudentTests({ tasks, receivedAt, onResume, resumingTaskID }: Props) {
  const { t } = useTranslation();
  return (
    <TitledCard className="student-tests" title={t('exam.tasks.title')}>
      {tasks.length === 0 ? (
        <p className="student-tests-empty">{t('exam.tasks.empty')}</p>
      ) : (
        <ul className="student-tests-list">
          {tasks.map((task) => (
            <TaskItem
              key={task.TaskID}
              task={task}
              receivedAt={receivedAt}
              resuming={resumingTaskID === task.TaskID}
              onResume={() => onResume(task)}
            />
          ))}
        </ul>
      )}
    </TitledCard>
  );
}

type ItemProps = { task: TestTask; receivedAt: number; resuming: boolean; onResume: () => void };

function TaskItem({ task, receivedAt, resuming, onResume }: ItemProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const status = (
    {
      notStarted: { label: t('exam.tasks.status.notStarted'), tone: 'default' },
      running: { label: t('exam.tasks.status.running'), tone: 'processing' },
      submitted: { label: t('exam.tasks.status.submitted'), tone: 'success' },
    } satisfies Record<TestTask['status'], { label: string; tone: TagTone }>
  )[task.status];

  return (
    <li className="student-tests-item">
      <div className="student-tests-heading">
        <h3 id={nameId} className="student-tests-name">
          {task.TaskName}
        </h3>
        <Tag tone={status.tone}>{status.label}</Tag>
      </div>
      <p className="student-tests-course">{task.courseName}</p>
      <dl className="student-tests-figures">
        <div>
          <dt>{t('exam.tasks.duration')}</dt>
          <dd>{formatDuration(task.TotalDuration)}</dd>
        </div>
        <div>
          <dt>{t('exam.tasks.questions')}</dt>
          <dd>{task.questionCount}</dd>
        </div>
        {task.status === 'running' && (
          <div>
            <dt>{t('exam.tasks.timeLeft')}</dt>
            <dd>
              <TimeLeft seconds={task.RemainingTime ?? 0} measuredAt={receivedAt} />
            </dd>
          </div>
        )}
      </dl>
      <div className="student-tests-actions">
        {task.status === 'running' ? (
          <AppButton
            variant="primary"
            loading={resuming}
            aria-describedby={nameId}
            onClick={onResume}
          >
            {t('exam.tasks.resume')}
          </AppButton>
        ) : (
          // Not started: the instructions and Start; submitted: the result. Both are the test's page.
          <Link
            className={`student-tests-link${task.status === 'notStarted' ? ' is-primary' : ''}`}
            to={links.test(task.CourseID, task.TaskID)}
            aria-describedby={nameId}
          >
            {task.status === 'notStarted' ? t('exam.tasks.start') : t('exam.tasks.viewResult')}
          </Link>
        )}
      </div>
    </li>
  );
}

/** A running test's time left, counting down between the server's answers. */
function TimeLeft({ seconds, measuredAt }: { seconds: number; measuredAt: number }) {
  const secondsLeft = useSecondsLeft({ seconds, measuredAt });
  // A copy of the page kept for its next load would show a time long gone: it keeps this empty.
  return (
    <span role="timer" data-snapshot-live="">
      {formatDuration(secondsLeft)}
    </span>
  );
}
