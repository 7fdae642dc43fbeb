import { useTranslation } from 'react-i18next';
import { useClassesOf } from '../../../shared/api/lookups/get-classes.ts';
import { useInstitutes } from '../../../shared/api/lookups/get-institutes.ts';
import { RichTextView } from '../../../shared/recruitment/components/rich-text-view.tsx';
import { useFormatDate } from '../../../shared/recruitment/use-format-date.ts';
import { Modal, Tag } from '../../../shared/ui/antd.ts';
import { useCourses } from '../api/get-courses.ts';
import { endOfIndianDay, type JobFormValues } from './job-form-values.ts';
import './job-preview.css';

/** The parts of the preview that need the lookups' names. */
function useNames(values: JobFormValues) {
  const institutes = useInstitutes().data?.body ?? [];
  const { classes } = useClassesOf(values.eligibility.instituteIDs);
  const courses = useCourses().data?.body ?? [];
  return {
    institutes: values.eligibility.instituteIDs.map(
      (id) => institutes.find((item) => item.id === id)?.name ?? String(id),
    ),
    classes: values.eligibility.classIDs.map(
      (id) => classes.find((item) => item.id === id)?.name ?? String(id),
    ),
    course: courses.find((course) => course.id === values.assessment.CourseID)?.courseName,
  };
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
  const names = useNames(values);
  const { ctc, experience, eligibility } = values;
  const title = values.title.trim() || t('jobPosting.preview.untitled');
  const fresher = experience.min === 0 && experience.max === 0;

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
            <dd>{t('recruitment.ctcRange', { min: ctc.min ?? '—', max: ctc.max ?? '—' })}</dd>
          </div>
          <div>
            <dt>{t('jobPosting.preview.experience')}</dt>
            <dd>
              {fresher
                ? t('recruitment.fresher')
                : t('recruitment.experienceRange', { min: experience.min, max: experience.max })}
            </dd>
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
              {names.course
                ? t('jobPosting.preview.testOf', {
                    course: names.course,
                    count: values.assessment.durationMinutes ?? 0,
                  })
                : t('jobPosting.preview.noTest')}
              {names.course && values.minScore !== null
                ? ` · ${t('recruitment.cutoff', { cutoff: values.minScore })}`
                : null}
            </dd>
          </div>
        </dl>
        <h3>{t('jobPosting.preview.whoMayApply')}</h3>
        <ul className="job-preview-eligibility">
          <li>{names.institutes.join(', ') || t('jobPosting.preview.noInstitutes')}</li>
          <li>{names.classes.join(', ') || t('jobPosting.placeholder.allClasses')}</li>
          {eligibility.minCGPA !== null ? (
            <li>
              {t('recruitment.eligibility.MIN_CGPA', { limit: eligibility.minCGPA.toFixed(1) })}
            </li>
          ) : null}
          {eligibility.maxBacklogs !== null ? (
            <li>{t('recruitment.eligibility.MAX_BACKLOGS', { limit: eligibility.maxBacklogs })}</li>
          ) : null}
          <li>
            {eligibility.graduationYears.length > 0
              ? t('jobPosting.preview.graduating', {
                  years: [...eligibility.graduationYears].sort((a, b) => a - b).join(', '),
                })
              : t('jobPosting.placeholder.anyYear')}
          </li>
        </ul>
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
