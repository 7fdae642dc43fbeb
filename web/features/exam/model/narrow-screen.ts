/**
 * The test screen's narrow layout, the `(max-width: 600px)` of its CSS, where labels it has no room
 * for are read, not shown. Inside it the signed-in shell has its phone layout too (≤ 959 px): the
 * test page's copy of the screen, captured at a phone's width, is painted only here (pre-paint/).
 */
export const NARROW_SCREEN_QUERY = '(max-width: 600px)';
