import { useTranslation } from 'react-i18next';
import type { ApplicationSummary } from '#openapi/applications.ts';
import { useInterviewWords } from '../hooks/use-interview-words.ts';

const offerStages = new Set(['offered', 'offerAccepted', 'offerDeclined']);

/**
 * What a card's stage is about, from the list's own data (D21): an interview's day, time and mode
 * at Interview, the offer's CTC once offered, so nobody opens History to see them.
 */
export function CardStageFacts({ card }: { card: ApplicationSummary }) {
  const { t } = useTranslation();
  const interviewWords = useInterviewWords();
  if (card.stage === 'interview' && card.interview) {
    return (
      <span className="candidate-stage-fact">
        {t('pipeline.card.interview', { when: interviewWords(card.interview) })}
      </span>
    );
  }
  if (offerStages.has(card.stage) && card.offer) {
    return (
      <span className="candidate-stage-fact">
        {t('pipeline.card.offer', { ctc: t('recruitment.ctc', { value: card.offer.ctc }) })}
      </span>
    );
  }
  return null;
}
