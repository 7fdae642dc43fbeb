/**
 * What a pre-painted copy of a screen shows (the test screen's, web/features/exam/pre-paint/): the
 * elements marked with PREPAINT_ATTRIBUTE, with what is inside them and the boxes around them.
 * Everything else of the screen is in the copy but hidden, so nothing moves when the app takes
 * over, and nothing the copy cannot know (another student's name, a clock) shows. A mark other than
 * `shown` names a slot the copy fills from the server's answer.
 */
export const PREPAINT_ATTRIBUTE = 'data-prepaint';
/** Set by the build on what the copy keeps hidden (scripts/prerender-capture.ts). */
export const PREPAINT_HIDDEN_ATTRIBUTE = 'data-prepaint-hidden';

export type PrepaintSlot = 'shown' | 'task-name' | 'number' | 'marks' | 'text' | 'answer';

/** The attribute marking an element for the copy: `<h1 {...prepaint('task-name')}>`. */
export const prepaint = (slot: PrepaintSlot) => ({ [PREPAINT_ATTRIBUTE]: slot });
