import { useTranslation } from 'react-i18next';
import { AppButton } from '../../../shared/ui/app-button.tsx';

type Props = { page: number; pageSize: number; total: number; onChange: (page: number) => void };

/** Previous and next through a list the server pages; nothing when it fits on one page. */
export function ListPager({ page, pageSize, total, onChange }: Props) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="job-pager" aria-label={t('jobBoard.pager.label')}>
      <AppButton disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('jobBoard.pager.previous')}
      </AppButton>
      <span className="job-pager-position">{t('jobBoard.pager.position', { page, pages })}</span>
      <AppButton disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t('jobBoard.pager.next')}
      </AppButton>
    </nav>
  );
}
