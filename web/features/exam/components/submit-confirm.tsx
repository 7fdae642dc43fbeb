import { useTranslation } from 'react-i18next';
import { listFormat } from '../../../shared/intl/cached-formats.ts';
import { localeOf } from '../../../shared/time/format-date.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import type { SubmitFailure } from '../hooks/use-submission.ts';
import type { KeptWork } from '../model/answer-journal.ts';
import { keptPhrase } from './kept-phrase.ts';
import './submit-confirm.css';

type Props = {
  open: boolean;
  /** Questions without an answer, to say before the student commits. */
  unanswered: number;
  /** The numbers (from 1) of the questions flagged for review: the student meant to come back. */
  flagged: readonly number[];
  /** Answers and flags not on the server yet: the student should know they exist only here. */
  kept: KeptWork;
  /** The browser says the network is gone. */
  offline: boolean;
  /** Why the last submission by hand did not go; said here, where the student is looking. */
  failure: SubmitFailure | null;
  submitting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before a test is submitted by hand (D15): how many questions are unanswered, which are
 * flagged for review, what is still
 * only on this device, and, in the dialog rather than in a toast over it, why a submission failed.
 */
export function SubmitConfirm(props: Props) {
  const { open, unanswered, flagged, kept, offline, failure, submitting } = props;
  const { t, i18n } = useTranslation();
  const flaggedNumbers = listFormat(localeOf(i18n.resolvedLanguage ?? i18n.language), {
    type: 'conjunction',
  }).format(flagged.map(String));
  const keptCount = kept.answers + kept.flags;
  return (
    <ConfirmDialog
      open={open}
      title={t('exam.confirm.title')}
      confirmLabel={t('exam.confirm.submit')}
      cancelLabel={t('exam.confirm.keepWorking')}
      // Once the answers are on their way there is nothing to keep working on: nothing closes it.
      busy={submitting}
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
    >
      <p>
        {unanswered === 0
          ? t('exam.confirm.allAnswered')
          : t('exam.confirm.unanswered', { count: unanswered })}
      </p>
      {flagged.length > 0 ? (
        <p>{t('exam.confirm.flagged', { count: flagged.length, numbers: flaggedNumbers })}</p>
      ) : null}
      {keptCount > 0 && failure?.kind !== 'offline' ? (
        <p className="submit-confirm-kept">
          {t(offline ? 'exam.confirm.keptOffline' : 'exam.confirm.keptOnline', {
            count: keptCount,
            kept: keptPhrase(t, kept),
          })}
        </p>
      ) : null}
      <p>{t('exam.confirm.final')}</p>
      {failure ? (
        <p role="alert" className="submit-confirm-failure">
          {failure.kind === 'offline'
            ? t('exam.confirm.failedOffline')
            : t('exam.submitFailed', { message: failure.message.replace(/\.\s*$/, '') })}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
