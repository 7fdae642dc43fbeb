import { Hono } from 'hono';
import type { QuickPanelData } from '#openapi/demo/quick-panel.ts';
import { QuickPanelOps } from '#openapi/operations/demo/quick-panel.ts';
import { route } from '../../contract/route.ts';

/** The quick panel's state; `reset()` swaps in a fresh copy of the seed. */
export type QuickPanelStore = { data: QuickPanelData };

/** The demo quick panel's data and its settings switch (issue 31). */
export function createQuickPanelRoutes(store: QuickPanelStore) {
  const app = new Hono();

  route(app, QuickPanelOps.quickPanelData, () => ({ message: 'Quick panel', body: store.data }));

  route(app, QuickPanelOps.updateQuickPanelSetting, ({ body: { id, enabled } }) => {
    const setting = store.data.settings.find((item) => item.id === id);
    // Every id the contract accepts is seeded, so the setting is always there.
    if (setting) setting.enabled = enabled;
    return { message: 'Setting saved', body: { id, title: setting?.title ?? id, enabled } };
  });

  return app;
}
