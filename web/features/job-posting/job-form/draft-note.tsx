import { useTranslation } from 'react-i18next';
import { formatDayTime } from '../../../shared/time/format-date.ts';
import { Button } from '../../../shared/ui/antd.ts';

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
      <Button onClick={onDiscard}>{t('jobPosting.draft.discard')}</Button>
    </div>
  );
}
