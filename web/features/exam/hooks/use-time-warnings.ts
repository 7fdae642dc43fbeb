import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeInWords } from '../model/time-in-words.ts';

/** D15: the student is warned when 5 minutes and when 1 minute are left. */
const TIME_WARNINGS = [
  { at: 60, key: 'exam.warning.lastMinute' },
  { at: 300, key: 'exam.warning.fiveMinutes' },
] as const;

type Raised = { key: (typeof TIME_WARNINGS)[number]['key']; secondsLeft: number };

/**
 * Warns once per page for each mark the countdown reaches, with the time truly left when raised:
 * arriving past a mark (a resume with 1:14 left) gives the one warning that fits, saying 1 minute
 * 14 seconds, not 5 minutes. The warning is shown in the page until dismissed or replaced, not as a
 * toast: on a phone a toast covers the clock and Submit.
 */
export function useTimeWarnings(secondsLeft: number | null) {
  const { t } = useTranslation();
  const given = useRef(new Set<number>());
  const [raised, setRaised] = useState<Raised | null>(null);
  useEffect(() => {
    if (secondsLeft === null || secondsLeft === 0) return;
    const due = TIME_WARNINGS.find((warning) => secondsLeft <= warning.at);
    if (!due || given.current.has(due.at)) return;
    for (const warning of TIME_WARNINGS) if (warning.at >= due.at) given.current.add(warning.at);
    setRaised({ key: due.key, secondsLeft });
  }, [secondsLeft]);
  const dismiss = useCallback(() => setRaised(null), []);
  return {
    /** The warning to show, or null. */
    message: raised ? t(raised.key, { time: timeInWords(t, raised.secondsLeft) }) : null,
    dismiss,
  };
}
