import { useTranslation } from 'react-i18next';
import { Modal } from '../../../shared/ui/antd.ts';

type Props = {
  change: 'publish' | 'close';
  /** The job's title, named in the question. */
  title: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before a job opens to students or stops taking applications. */
export function ConfirmStatusChange({ change, title, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t(`jobPosting.myJobs.confirm.${change}.title`, { title })}
      okText={t(`jobPosting.myJobs.confirm.${change}.ok`)}
      cancelText={t('jobPosting.myJobs.confirm.cancel')}
      okButtonProps={{ loading: busy, danger: change === 'close' }}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      <p>{t(`jobPosting.myJobs.confirm.${change}.body`)}</p>
    </Modal>
  );
}
