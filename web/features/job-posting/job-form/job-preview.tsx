import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { JobRules } from '../../../shared/recruitment/components/job-rules.tsx';
import { RichTextView } from '../../../shared/recruitment/components/rich-text-view.tsx';
import { useFormatDate } from '../../../shared/recruitment/use-format-date.ts';
import { Modal, Tag } from '../../../shared/ui/antd.ts';
import { useCourses } from '../api/get-courses.ts';
import { endOfIndianDay, type JobFormValues } from './job-form-values.ts';
import './job-preview.css';

/** A figure as typed so far: a dash while none is (or none can be read). */
const figure = (value: number | null) => (value === null || Number.isNaN(value) ? '—' : value);

/** The test's course by name. */
function useCourseName(CourseID: number | undefined) {
  const courses = useCourses().data?.body ?? [];
  return courses.find((course) => course.id === CourseID)?.courseName;
}

/** The job as a student will see it (D13, D20), from what the form holds now, saved or not. */
export function JobPreview({
  values,
  companyName,
  onClose,
}: {
  values: JobFormValues;
  /** Known once the job is saved; a new posting's company is the recruiter's own. */
  companyName: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const rulesId = useId();
  const course = useCourseName(values.assessment.CourseID);
  const { ctc } = values;
  const title = values.title.trim() || t('jobPosting.preview.untitled');

  return (
    <Modal
      open
      title={t('jobPosting.preview.title')}
      onCancel={onClose}
      footer={null}
      width={720}
      className="job-preview-dialog"
    >
      <article className="job-preview" aria-labelledby="job-preview-title">
        <h2 id="job-preview-title">{title}</h2>
        {companyName ? <p className="job-preview-company">{companyName}</p> : null}
        <p className="job-preview-tags">
          {values.jobType ? <Tag>{t(`recruitment.jobType.${values.jobType}`)}</Tag> : null}
          {values.locations.map((location) => (
            <Tag key={location}>{location}</Tag>
          ))}
        </p>
        <dl className="job-preview-facts">
          <div>
            <dt>{t('jobPosting.preview.ctc')}</dt>
            <dd>{t('recruitment.ctcRange', { min: figure(ctc.min), max: figure(ctc.max) })}</dd>
          </div>
          {values.deadline ? (
            <div>
              <dt>{t('jobPosting.preview.deadline')}</dt>
              <dd>
                {t('recruitment.deadline', {
                  date: formatDate(endOfIndianDay(values.deadline)),
                })}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('jobPosting.preview.test')}</dt>
            <dd>
              {course
                ? t('jobPosting.preview.testOf', {
                    course,
                    count: values.assessment.durationMinutes ?? 0,
                  })
                : t('jobPosting.preview.noTest')}
            </dd>
          </div>
        </dl>
        <JobRules
          headingId={rulesId}
          rules={{ ...values, hasTest: values.assessment.CourseID !== undefined }}
        />
        {values.skills.length > 0 ? (
          <>
            <h3>{t('jobPosting.preview.skills')}</h3>
            <p className="job-preview-tags">
              {values.skills.map((skill) => (
                <Tag key={skill}>{skill}</Tag>
              ))}
            </p>
          </>
        ) : null}
        <h3>{t('jobPosting.preview.description')}</h3>
        {values.description ? (
          <RichTextView html={values.description} />
        ) : (
          <p>{t('recruitment.noDescription')}</p>
        )}
      </article>
    </Modal>
  );
}
