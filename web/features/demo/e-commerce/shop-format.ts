import { formatDayTime, indiaTime } from '../../../shared/time/format-date.ts';
import type { TagTone } from '../../../shared/ui/tag.tsx';

/** The instant of a template date, `yyyy/MM/dd HH:mm:ss` in UTC, as ISO 8601. */
export const instantOfShopDate = (date: string) => `${date.replace(/\//g, '-').replace(' ', 'T')}Z`;

/** A template date as the UI language writes a day and time, in India's time. */
export const formatShopDate = (date: string, language: string | undefined) =>
  formatDayTime(instantOfShopDate(date), language, indiaTime);

/** The tag colour of an order status, by the template's status number. */
export function statusColour(statusId: number): TagTone {
  if ([5, 12, 2, 9].includes(statusId)) return 'green';
  if ([6, 7, 8].includes(statusId)) return 'red';
  if ([3, 4].includes(statusId)) return 'processing';
  return 'gold';
}
