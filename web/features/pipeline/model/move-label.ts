import type { TFunction } from 'i18next';
import type { Stage } from '#openapi/applications.ts';

/** The words of a move as a button or menu item says it: "Schedule interview", "Move to Shortlisted". */
export function moveLabel(to: Stage, t: TFunction): string {
  switch (to) {
    case 'interview':
      return t('pipeline.action.interview');
    case 'offered':
      return t('pipeline.action.offer');
    case 'rejected':
      return t('pipeline.action.reject');
    default:
      return t('pipeline.action.moveTo', { stage: t(`recruitment.stage.${to}`) });
  }
}
