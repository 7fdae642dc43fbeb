import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '#openapi/demo/calendar.ts';
import { dateTimeFormat } from '../../../../shared/intl/cached-formats.ts';
import { localeOf } from '../../../../shared/time/format-date.ts';
import { eventsOn, monthWeeks, sameDay } from '../month-days.ts';

/**
 * A month's six weeks as a table, each day with its events: antd's full-screen Calendar, drawn
 * without antd (issue 29). Days of the months either side are greyed; today is marked.
 */
export function MonthGrid({
  month,
  events,
  eventButton,
}: {
  month: Date;
  events: readonly CalendarEvent[];
  eventButton: (event: CalendarEvent) => ReactNode;
}) {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const weeks = monthWeeks(month);
  const shortDay = dateTimeFormat(locale, { weekday: 'short' });
  const longDay = dateTimeFormat(locale, { weekday: 'long' });
  const fullDate = dateTimeFormat(locale, { dateStyle: 'full' });
  const today = new Date();
  return (
    <table className="calendar-grid">
      <thead>
        <tr>
          {weeks[0]?.map((day) => (
            <th key={day.getDay()} scope="col" abbr={longDay.format(day)}>
              {shortDay.format(day)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.getTime()}>
            {week.map((day) => {
              const classes = [
                'calendar-cell',
                day.getMonth() !== month.getMonth() && 'calendar-cell-outside',
                sameDay(day, today) && 'calendar-cell-today',
              ];
              return (
                <td key={day.getTime()}>
                  <div className={classes.filter(Boolean).join(' ')}>
                    <time className="calendar-date" dateTime={isoDay(day)}>
                      <span aria-hidden="true">{String(day.getDate()).padStart(2, '0')}</span>
                      <span className="visually-hidden">{fullDate.format(day)}</span>
                    </time>
                    <div className="calendar-day">{eventsOn(events, day).map(eventButton)}</div>
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A day as a <time>'s value: "2026-11-03". */
const isoDay = (day: Date) =>
  [day.getFullYear(), day.getMonth() + 1, day.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
