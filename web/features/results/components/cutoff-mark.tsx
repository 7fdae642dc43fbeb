import { useTranslation } from 'react-i18next';
import type { Result } from '#openapi/results.ts';

/** Passed or below the job's cut-off, in words (never by colour alone), or that it has none. */
export function CutoffMark({ result }: { result: Pick<Result, 'minScore' | 'cutoffPassed'> }) {
  const { t } = useTranslation();
  if (result.minScore === null) return <span>{t('results.noCutoff')}</span>;
  return (
    <span className={result.cutoffPassed ? 'results-pass' : 'results-fail'}>
      {t(result.cutoffPassed ? 'results.passed' : 'results.belowCutoff', {
        min: result.minScore,
      })}
    </span>
  );
}
