import { useTranslation } from 'react-i18next';
import './brand-mark.css';

/** The product's logo and name: large on the public screens' brand panel, small in the header. */
export function BrandMark({ size }: { size: 'large' | 'small' }) {
  const { t } = useTranslation();
  return (
    <span className={`brand-mark brand-mark-${size}`}>
      <span className="brand-logo" aria-hidden="true">
        CR
      </span>
      <span className="brand-name">{t('app.name')}</span>
    </span>
  );
}
