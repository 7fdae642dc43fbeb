import { CalendarPage } from '../../features/demo/calendar/components/calendar-page.tsx';

/** /apps/calendar: the demo template's calendar (D18). */
export function Component() {
  return <CalendarPage />;
}
