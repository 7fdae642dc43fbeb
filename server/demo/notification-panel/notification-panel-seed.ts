import type { PanelNotification } from '#openapi/demo/notification-panel.ts';
import { before, days, hours, minutes } from '../clock.ts';

type SeedNotification = Omit<PanelNotification, 'id' | 'time'> & { ago: number };

const seed: SeedNotification[] = [
  {
    kind: 'success',
    title: 'Offer accepted',
    description: 'Ananya Iyer accepted the Associate Data Analyst offer.',
    ago: 15 * minutes,
    read: false,
  },
  {
    kind: 'info',
    title: 'New applications',
    description:
      '12 students of Kaveri Institute of Technology applied to Graduate Engineer Trainee.',
    ago: 2 * hours,
    read: false,
  },
  {
    kind: 'warning',
    title: 'Deadline tomorrow',
    description: 'Applications for Graduate Engineer Trainee close tomorrow at 6 pm.',
    ago: 5 * hours,
    read: false,
  },
  {
    kind: 'error',
    title: 'Test upload failed',
    description: 'The question bank “Aptitude set B” could not be imported: row 14 has no answer.',
    ago: 1 * days,
    read: true,
  },
  {
    kind: 'info',
    title: 'Panel confirmed',
    description: 'Sneha Pillai confirmed technical panel A for Thursday.',
    ago: 2 * days,
    read: true,
  },
];

/** The five sample notifications, ids 1–5, newest first. */
export function seedPanelNotifications(now: number): PanelNotification[] {
  return seed.map(({ ago, ...item }, index) => ({
    ...item,
    id: index + 1,
    time: before(now, ago),
  }));
}
