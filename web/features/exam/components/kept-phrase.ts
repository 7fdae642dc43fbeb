import type { TFunction } from 'i18next';
import type { KeptWork } from '../model/answer-journal.ts';

/**
 * "2 answers", "1 flag", "2 answers and 1 flag": what waits on this device, for the sentences
 * that say where it is. Each count is its own plural; the sentence around it takes `count` as the
 * total, for its verb.
 */
export function keptPhrase(t: TFunction, kept: KeptWork): string {
  const answers = t('exam.kept.answers', { count: kept.answers });
  const flags = t('exam.kept.flags', { count: kept.flags });
  if (kept.flags === 0) return answers;
  if (kept.answers === 0) return flags;
  return t('exam.kept.both', { answers, flags });
}
