import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useTranslation } from 'react-i18next';
import type { JobStatus } from '#openapi/jobs.ts';
import { Button } from '../../../shared/ui/antd.ts';

type Props = {
  /** The edited job's status; undefined for a new posting. */
  status: JobStatus | undefined;
  pending: 'draft' | 'publish' | null;
  onPreview: () => void;
  onPublish: () => void;
};

/**
 * The form's buttons: a new job or a draft is saved as a draft or published; an open or closed
 * job's changes are saved as they are. Saving is the form's submit, so Enter in a field saves.
 */
export function JobFormActions({ status, pending, onPreview, onPublish }: Props) {
  const { t } = useTranslation();
  const draft = status === undefined || status === 'draft';
  return (
    <div className="job-form-actions">
      <Button icon={<EyeOutlined aria-hidden />} onClick={onPreview}>
        {t('jobPosting.action.preview')}
      </Button>
      <Button
        htmlType="submit"
        type={draft ? 'default' : 'primary'}
        loading={pending === 'draft'}
        disabled={pending !== null}
      >
        {t(draft ? 'jobPosting.action.saveDraft' : 'jobPosting.action.saveChanges')}
      </Button>
      {draft ? (
        <Button
          type="primary"
          loading={pending === 'publish'}
          disabled={pending !== null}
          onClick={onPublish}
        >
          {t('jobPosting.action.publish')}
        </Button>
      ) : null}
    </div>
  );
}
