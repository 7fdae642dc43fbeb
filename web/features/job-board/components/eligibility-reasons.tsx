import { useTranslation } from 'react-i18next';
import type { EligibilityReason } from '#openapi/jobs.ts';
import { numberFormat } from '../../../shared/intl/cached-formats.ts';
import { localeOf } from '../../../shared/time/format-date.ts';

/** The words for one reason a student may not apply (D20), e.g. "CGPA 7.0 or above". */
function useReasonWords() {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  const figure = (value: number) =>
    numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  return ({ code, limit, placement }: EligibilityReason) => {
    // D29: the placed student's own figures, so they see how the least CTC comes about.
    if (placement) {
      return t('placement.reason', {
        accepted: figure(placement.acceptedCtc),
        multiple: numberFormat(locale, { minimumFractionDigits: 1 }).format(placement.multiple),
        least: figure(placement.leastCtc),
      });
    }
    if (limit === null) return t(`recruitment.eligibility.${code}`);
    // D20 writes a CGPA with one decimal: "CGPA 7.0 or above".
    if (code === 'MIN_CGPA')
      return t('recruitment.eligibility.MIN_CGPA', { limit: limit.toFixed(1) });
    if (code === 'MAX_BACKLOGS' && limit === 0) return t('recruitment.rules.noBacklogs');
    return t(`recruitment.eligibility.${code}`, { limit: figure(limit) });
  };
}

/** Why the student may not apply to a job, one reason a line. */
export function EligibilityReasons({ reasons }: { reasons: readonly EligibilityReason[] }) {
  const words = useReasonWords();
  return (
    <ul className="eligibility-reasons">
      {reasons.map((reason) => (
        <li key={reason.code}>{words(reason)}</li>
      ))}
    </ul>
  );
}
