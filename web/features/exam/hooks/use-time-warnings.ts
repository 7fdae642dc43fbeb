import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast.ts';

/** D15: the student is warned when 5 minutes and when 1 minute are left. */
const TIME_WARNINGS = [
  { at: 60, key: 'exam.warning.oneMinute' },
  { at: 300, key: 'exam.warning.fiveMinutes' },
] as const;

/**
 * Warns once per page for each mark the countdown reaches. Arriving already past a mark (a resume
 * with 3 minutes left) gives the one warning that fits, not both.
 */
export function useTimeWarnings(secondsLeft: number | null): void {
  const { t } = useTranslation();
  const given = useRef(new Set<number>());
  useEffect(() => {
    if (secondsLeft === null || secondsLeft === 0) return;
    const due = TIME_WARNINGS.find((warning) => secondsLeft <= warning.at);
    if (!due || given.current.has(due.at)) return;
    for (const warning of TIME_WARNINGS) if (warning.at >= due.at) given.current.add(warning.at);
    toast.warning(t(due.key));
  }, [secondsLeft, t]);
}
