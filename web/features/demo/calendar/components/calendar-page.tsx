import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '#openapi/demo/calendar.ts';
import { Button, Calendar } from '../../../../shared/ui/antd.ts';
import { useDrawnAnswer } from '../../../../shared/ui/use-drawn-answer.ts';
import { DemoPage, QueryNote } from '../../shared/demo-page.tsx';
import { formatDate } from '../../shared/format.ts';
import { useCalendarEvents } from '../api/get-calendar-events.ts';
import { type EventDraft, EventEditor } from './event-editor.tsx';
import { MonthHeader } from './month-header.tsx';
import './calendar.css';

/** The events that touch a day (an event may span several). */
const onDay = (events: readonly CalendarEvent[], day: Dayjs) =>
  events.filter(
    (event) => !day.endOf('day').isBefore(event.start) && !day.startOf('day').isAfter(event.end),
  );

/** /apps/calendar: a month view, and on a phone the events as a list; add, change, delete (D18). */
export function CalendarPage() {
  const { t, i18n } = useTranslation();
  const { data, error, isPending } = useCalendarEvents();
  const { shown } = useDrawnAnswer(data, isPending);
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const events = shown?.body ?? [];
  const openEvent = (event: CalendarEvent) => setDraft(event);

  const eventButton = (event: CalendarEvent) => (
    <Button
      key={event.id}
      size="small"
      type="link"
      className="calendar-event"
      onClick={() => openEvent(event)}
    >
      {event.title}
    </Button>
  );

  return (
    <DemoPage
      title={t('demoCalendar.title')}
      actions={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDraft({})}>
          {t('demoCalendar.add')}
        </Button>
      }
    >
      {/* Loading until the month is first drawn; a change redraws it in place. */}
      <QueryNote isPending={isPending || (data !== undefined && !shown)} error={error} />
      {shown && (
        <>
          <div className="demo-panel calendar-month">
            <Calendar
              headerRender={({ value, onChange }) => (
                <MonthHeader month={value} onChange={onChange} />
              )}
              cellRender={(day, info) =>
                info.type === 'date' ? (
                  <div className="calendar-day">{onDay(events, day).map(eventButton)}</div>
                ) : null
              }
            />
          </div>
          <ul className="calendar-list" aria-label={t('demoCalendar.list')}>
            {events.map((event) => (
              <li key={event.id} className="demo-panel calendar-list-item">
                <Button
                  type="link"
                  className="calendar-list-title"
                  onClick={() => openEvent(event)}
                >
                  {event.title}
                </Button>
                <span className="demo-note">
                  {event.allDay
                    ? t('demoCalendar.allDayOn', { date: formatDate(event.start, i18n.language) })
                    : formatDate(event.start, i18n.language, true)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {draft && <EventEditor draft={draft} onClose={() => setDraft(null)} />}
    </DemoPage>
  );
}
