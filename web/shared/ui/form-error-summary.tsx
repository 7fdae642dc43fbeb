import { useTranslation } from 'react-i18next';

/**
 * One announcement for a submit that failed: "Please correct the 3 fields marked below." Each
 * failed attempt mounts a fresh alert, so pressing submit again is heard again. Sighted users see
 * each field's own message; this is for screen readers.
 */
export function FormErrorSummary({ failure }: { failure: { attempt: number; count: number } }) {
  const { t } = useTranslation();
  if (failure.count === 0) return null;
  return (
    <p key={failure.attempt} className="visually-hidden" role="alert">
      {t('common.formErrors', { count: failure.count })}
    </p>
  );
}
