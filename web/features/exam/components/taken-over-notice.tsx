import WarningOutlined from '@ant-design/icons/WarningOutlined';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import './taken-over-notice.css';

type Props = { onContinueHere: () => void };

/**
 * Says that another tab took the test over (D15: no two writers), so this one has stopped saving,
 * and offers to take it back.
 */
export function TakenOverNotice({ onContinueHere }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="taken-over" role="alert" aria-labelledby={titleId}>
      <h1 id={titleId} className="taken-over-title">
        <WarningOutlined aria-hidden /> {t('exam.takenOver.title')}
      </h1>
      <p>{t('exam.takenOver.body')}</p>
      {/* The button under the words rather than beside them: a phone has no room beside. */}
      <AppButton variant="primary" onClick={onContinueHere}>
        {t('exam.takenOver.continue')}
      </AppButton>
    </section>
  );
}
