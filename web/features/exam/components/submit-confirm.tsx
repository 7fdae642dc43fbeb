import { useTranslation } from 'react-i18next';
import { Modal } from '../../../shared/ui/antd.ts';

type Props = {
  open: boolean;
  /** Questions without an answer, to say before the student commits. */
  unanswered: number;
  submitting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before a test is submitted by hand, saying how many questions are unanswered (D15). */
export function SubmitConfirm({ open, unanswered, submitting, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('exam.confirm.title')}
      okText={t('exam.confirm.submit')}
      cancelText={t('exam.confirm.keepWorking')}
      confirmLoading={submitting}
      // Once the answers are on their way there is nothing to keep working on.
      cancelButtonProps={{ disabled: submitting }}
      closable={!submitting}
      mask={{ closable: !submitting }}
      keyboard={!submitting}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      <p>
        {unanswered === 0
          ? t('exam.confirm.allAnswered')
          : t('exam.confirm.unanswered', { count: unanswered })}
      </p>
      <p>{t('exam.confirm.final')}</p>
    </Modal>
  );
}
