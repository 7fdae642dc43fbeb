import type { TFunction } from 'i18next';

/** "5 minutes", "1 minute 14 seconds", "40 seconds": a time left as a sentence says it. */
export function timeInWords(t: TFunction, totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  if (seconds === 0) return t('exam.minutes', { count: minutes });
  if (minutes === 0) return t('exam.seconds', { count: seconds });
  return t('exam.minutesSeconds', {
    minutes: t('exam.minutes', { count: minutes }),
    seconds: t('exam.seconds', { count: seconds }),
  });
}
