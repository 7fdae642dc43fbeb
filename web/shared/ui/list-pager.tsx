import { useTranslation } from 'react-i18next';
import { AppButton } from './app-button.tsx';
import './list-pager.css';

type Props = { page: number; pageSize: number; total: number; onChange: (page: number) => void };

/** Previous and next through a list shown a page at a time; nothing when it fits on one page. */
export function ListPager({ page, pageSize, total, onChange }: Props) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="list-pager" aria-label={t('common.pager.label')}>
      <AppButton disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('common.pager.previous')}
      </AppButton>
      <span className="list-pager-position">{t('common.pager.position', { page, pages })}</span>
      <AppButton disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t('common.pager.next')}
      </AppButton>
    </nav>
  );
}
