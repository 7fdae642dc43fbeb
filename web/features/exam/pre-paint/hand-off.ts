import { PREPAINT_ATTRIBUTE } from '../../../shared/ui/pre-paint-marks.ts';
import {
  carryFields,
  dropInlinedStyle,
  PRERENDERED_ID,
} from '../../../shared/ui/prerender-handoff.ts';
import { QUESTION_ATTRIBUTE } from './page-data.ts';

/**
 * The app has drawn the test screen: the page's copy of it (pre-paint.ts) goes, before the browser
 * paints. When the app shows the question the copy showed, what the student changed in the copy's
 * answer controls is carried into the app's (`appAnswer`), as a click or typing would, and so saved;
 * the focus follows. With `appAnswer` null (the app shows no question: the attempt ended, the
 * network failed) the copy just goes.
 */
export function handOffPrepaint(QuestionID: number | null, appAnswer: ParentNode | null): void {
  const copy = document.getElementById(PRERENDERED_ID);
  if (!copy?.hasAttribute(QUESTION_ATTRIBUTE)) return;
  const focused = document.activeElement;
  // First: the app's root shows only once the copy has gone (the page's style sheet).
  copy.remove();
  dropInlinedStyle();
  const answer = copy.querySelector(`[${PREPAINT_ATTRIBUTE}="answer"]`);
  if (answer && appAnswer && copy.getAttribute(QUESTION_ATTRIBUTE) === String(QuestionID)) {
    carryFields(answer, appAnswer, focused);
  }
}

type RouterState = { location: { pathname: string }; errors: unknown };

/**
 * The copy goes when the app shows another page than the copy's (a guard's redirect, the student
 * going on) or fails to show it (its code did not come): the test screen, which hands it over, is
 * not there to. The router asks for this on the test page only, so it may come after the copy
 * painted, or after the app went on.
 */
export function dropPrepaintWhenLeft(router: {
  state: RouterState;
  subscribe: (listener: (state: RouterState) => void) => () => void;
}): void {
  const path = location.pathname;
  const left = ({ location: { pathname }, errors }: RouterState) => pathname !== path || !!errors;
  // This module may come after the app has already gone on.
  if (left(router.state)) {
    handOffPrepaint(null, null);
    return;
  }
  const stop = router.subscribe((state) => {
    if (!left(state)) return;
    handOffPrepaint(null, null);
    stop();
  });
}
