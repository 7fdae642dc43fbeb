import { useTranslation } from 'react-i18next';
import { formatDayTime } from '../../../shared/time/format-date.ts';
import { AppButton } from '../../../shared/ui/app-button.tsx';

/** Says the form shows a draft kept on this device, from when, and offers to discard it. */
export function DraftNote({ savedAt, onDiscard }: { savedAt: string; onDiscard: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="job-draft-note" role="status">
      <p>
        {t('jobPosting.draft.restored', {
          time: formatDayTime(savedAt, i18n.resolvedLanguage ?? i18n.language),
        })}
      </p>
      <AppButton onClick={onDiscard}>{t('jobPosting.draft.discard')}</AppButton>
    </div>
  );
}
