import type { Stage } from '#openapi/applications.ts';
import { lazyWithAntd } from '../../../shared/ui/lazy-with-antd.ts';
import { needsDetails } from '../model/board-stages.ts';

// A move's dialog, a card's history and an offer's correction, with their forms, antd and antd's
// theme, load when first opened (or, ahead, when a card's menu is pointed at or focused), not with
// the board a phone shows first, which draws no antd (issue 29).

/** A panel's module with antd's theme (lazyWithAntd), which each import asks for itself. */
const withAntdRoot = <Module>(module: Promise<Module>) =>
  Promise.all([module, import('../../../shared/ui/antd-root.tsx')]);

export const MoveDialog = lazyWithAntd(() =>
  withAntdRoot(import('./move-dialog.tsx')).then(([module, antdRoot]) => ({
    Component: module.MoveDialog,
    antdRoot,
  })),
);

export const HistoryDrawer = lazyWithAntd(() =>
  withAntdRoot(import('./history-drawer.tsx')).then(([module, antdRoot]) => ({
    Component: module.HistoryDrawer,
    antdRoot,
  })),
);

export const OfferChangeDialog = lazyWithAntd(() =>
  withAntdRoot(import('./offer-change-dialog.tsx')).then(([module, antdRoot]) => ({
    Component: module.OfferChangeDialog,
    antdRoot,
  })),
);

/** Fetches the move dialog ahead when one of `moves` will ask for it (a reason, an interview, an offer). */
export function preloadMoveDialog(moves: readonly Stage[]) {
  if (moves.some(needsDetails)) void MoveDialog.preload();
}
