import type { QuickPanelData } from '#openapi/demo/quick-panel.ts';
import { before, hours, minutes } from '../clock.ts';

/** The quick panel's sample day: three events, two notes and three settings. */
export function seedQuickPanel(now: number): QuickPanelData {
  return {
    events: [
      {
        id: 1,
        title: 'Pre-placement talk',
        detail: 'Deccan College, Block C seminar hall',
        time: before(now, -2 * hours),
      },
      {
        id: 2,
        title: 'Panel sync',
        detail: 'Technical panels A and B, Room 3',
        time: before(now, -4 * hours),
      },
      {
        id: 3,
        title: 'Offer review',
        detail: 'With Arjun Mehta, video call',
        time: before(now, -6 * hours),
      },
    ],
    notes: [
      {
        id: 1,
        title: 'Shortlist',
        detail: 'Top 30 plus an 11-name waitlist for Kaveri',
        time: before(now, 20 * minutes),
      },
      {
        id: 2,
        title: 'Lunch order',
        detail: '12 meals for Thursday’s panel, one Jain',
        time: before(now, 3 * hours),
      },
    ],
    settings: [
      { id: 'notifications', title: 'Notifications', enabled: true },
      { id: 'cloud-sync', title: 'Cloud sync', enabled: false },
      { id: 'auto-refresh', title: 'Auto-refresh dashboards', enabled: true },
    ],
  };
}
