import { useTranslation } from 'react-i18next';

/** D22: the profile is not the caller's to see; the page says so and shows nothing of it. */
export function ProfileNotShared() {
  const { t } = useTranslation();
  return (
    <p className="page-note" role="status">
      {t('profile.notShared')}
    </p>
  );
}
