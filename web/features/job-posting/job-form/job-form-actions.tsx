import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useTranslation } from 'react-i18next';
import type { JobStatus } from '#openapi/jobs.ts';
import { AppButton } from '../../../shared/ui/app-button.tsx';

type Props = {
  /** The edited job's status; undefined for a new posting. */
  status: JobStatus | undefined;
  pending: 'draft' | 'publish' | null;
  /** Spread on Preview: a pointer or the focus on it fetches the preview ahead. */
  previewOn: { onPointerEnter: () => void; onFocus: () => void };
  onPreview: () => void;
  /** Publish was pressed; the form's submit follows (it validates first). */
  onPublish: () => void;
};

/**
 * The form's buttons: a new job or a draft is saved as a draft or published; an open or closed
 * job's changes are saved as they are. Both submit the form, so Enter in a field saves (the first
 * submit button, Save draft, is the one Enter presses).
 */
export function JobFormActions({ status, pending, previewOn, onPreview, onPublish }: Props) {
  const { t } = useTranslation();
  const draft = status === undefined || status === 'draft';
  return (
    <div className="job-form-actions">
      <AppButton {...previewOn} onClick={onPreview}>
        <EyeOutlined aria-hidden />
        {t('jobPosting.action.preview')}
      </AppButton>
      <AppButton
        submit
        variant={draft ? 'default' : 'primary'}
        loading={pending === 'draft'}
        disabled={pending !== null}
      >
        {t(draft ? 'jobPosting.action.saveDraft' : 'jobPosting.action.saveChanges')}
      </AppButton>
      {draft ? (
        <AppButton
          submit
          variant="primary"
          loading={pending === 'publish'}
          disabled={pending !== null}
          onClick={onPublish}
        >
          {t('jobPosting.action.publish')}
        </AppButton>
      ) : null}
    </div>
  );
}
