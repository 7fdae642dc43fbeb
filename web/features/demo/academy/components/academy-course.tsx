import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../../shared/api/error-message.ts';
import { paths } from '../../../../shared/routing/paths.ts';
import { AppButton } from '../../../../shared/ui/app-button.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { DemoPage } from '../../shared/demo-page.tsx';
import { QueryState } from '../../shared/query-state.tsx';
import { useAcademyCourse } from '../api/get-academy-course.ts';
import { useSaveAcademyProgress } from '../api/save-academy-progress.ts';
import './academy.css';

/** One course of the demo academy: its steps, the done ones marked, and the progress to move. */
export function AcademyCourse({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const course = useAcademyCourse(courseId);
  const save = useSaveAcademyProgress();
  const moveTo = (activeStep: number) =>
    save.mutate(
      { courseId, activeStep },
      { onError: (error) => toast.error(errorMessage(error, t)) },
    );
  return (
    <DemoPage
      title={course.data?.body.title ?? t('demoAcademy.course')}
      actions={<Link to={paths.academy}>{t('demoAcademy.back')}</Link>}
    >
      <QueryState query={course}>
        {({ body }) => (
          <>
            <p>{body.description}</p>
            <p role="status" className="academy-progress">
              {body.activeStep === body.totalSteps
                ? t('demoAcademy.completed')
                : t('demoAcademy.progress', { done: body.activeStep, total: body.totalSteps })}
            </p>
            <ol className="demo-list academy-steps">
              {body.steps.map((step) => {
                const done = step.order <= body.activeStep;
                return (
                  <li
                    key={step.order}
                    className={done ? 'academy-step academy-step-done' : 'academy-step'}
                  >
                    <h2 className="academy-step-title">
                      {t('demoAcademy.step', { order: step.order, title: step.title })}
                      {done ? (
                        <span className="academy-done">{` · ${t('demoAcademy.done')}`}</span>
                      ) : null}
                    </h2>
                    <p className="academy-step-content">{step.content}</p>
                  </li>
                );
              })}
            </ol>
            <div className="demo-toolbar">
              <AppButton
                disabled={body.activeStep === 0}
                loading={save.isPending}
                onClick={() => moveTo(body.activeStep - 1)}
              >
                {t('demoAcademy.undoStep')}
              </AppButton>
              <AppButton
                variant="primary"
                disabled={body.activeStep === body.totalSteps}
                loading={save.isPending}
                onClick={() => moveTo(body.activeStep + 1)}
              >
                {t('demoAcademy.completeStep')}
              </AppButton>
            </div>
          </>
        )}
      </QueryState>
    </DemoPage>
  );
}
