import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TestTask } from '#openapi/exam.ts';
import { links } from '../../../shared/routing/paths.ts';
import { formatDuration } from '../../../shared/time/format-duration.ts';
import { useSecondsLeft } from '../../../shared/time/use-seconds-left.ts';
import { Button, Card, Tag } from '../../../shared/ui/antd.ts';
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
  const titleId = useId();
  return (
    <Card
      className="student-tests"
      role="region"
      aria-labelledby={titleId}
      title={<h2 id={titleId}>{t('exam.tasks.title')}</h2>}
    >
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
    </Card>
  );
}

type ItemProps = { task: TestTask; receivedAt: number; resuming: boolean; onResume: () => void };

function TaskItem({ task, receivedAt, resuming, onResume }: ItemProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const status = {
    notStarted: { label: t('exam.tasks.status.notStarted'), color: 'default' },
    running: { label: t('exam.tasks.status.running'), color: 'processing' },
    submitted: { label: t('exam.tasks.status.submitted'), color: 'success' },
  }[task.status];

  return (
    <li className="student-tests-item">
      <div className="student-tests-heading">
        <h3 id={nameId} className="student-tests-name">
          {task.TaskName}
        </h3>
        <Tag color={status.color}>{status.label}</Tag>
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
          <Button type="primary" loading={resuming} aria-describedby={nameId} onClick={onResume}>
            {t('exam.tasks.resume')}
          </Button>
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
  return <span role="timer">{formatDuration(secondsLeft)}</span>;
}
