import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../../shared/ui/brand-mark.tsx';
import { prepaint } from '../../../shared/ui/pre-paint-marks.ts';

/**
 * The logo, a link to the role's landing page. Named by its words, "CampusRecruit home page": the
 * visible name comes first, so a speech-input user who says what they see reaches it (WCAG 2.5.3).
 */
export function BrandHomeLink({ to, className }: { to: string; className: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={className} {...prepaint('shown')}>
      <BrandMark size="small" />
      <span className="visually-hidden"> {t('shell.homePage')}</span>
    </Link>
  );
}
