import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '#openapi/demo/calendar.ts';
import { AppButton } from '../../../../shared/ui/app-button.tsx';
import { lazyWithAntd } from '../../../../shared/ui/lazy-with-antd.ts';
import { useDrawnAnswer } from '../../../../shared/ui/use-drawn-answer.ts';
import { DemoPage, QueryNote } from '../../shared/demo-page.tsx';
import { formatDate } from '../../shared/format.ts';
import { useCalendarEvents } from '../api/get-calendar-events.ts';
import { monthOf } from '../month-days.ts';
import type { EventDraft } from './event-editor.tsx';
import { MonthGrid } from './month-grid.tsx';
import { MonthHeader } from './month-header.tsx';
import './calendar.css';

// An event's dialog, antd's Modal and fields, comes when an event or Add is first pressed (issue
// 29: the page draws no other antd); a pointer over the page's events, or the focus, fetches it.
const EventEditor = lazyWithAntd(() =>
  Promise.all([import('./event-editor.tsx'), import('../../../../shared/ui/antd-root.tsx')]).then(
    ([module, antdRoot]) => ({ Component: module.EventEditor, antdRoot }),
  ),
);

/** /apps/calendar: a month view, and on a phone the events as a list; add, change, delete (D18). */
export function CalendarPage() {
  const { t, i18n } = useTranslation();
  const { data, error, isPending } = useCalendarEvents();
  const { shown } = useDrawnAnswer(data, isPending);
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const [month, setMonth] = useState(() => monthOf(new Date()));
  const events = shown?.body ?? [];
  const openEvent = (event: CalendarEvent) => setDraft(event);

  const eventButton = (event: CalendarEvent) => (
    <button
      key={event.id}
      type="button"
      className="demo-link-button calendar-event"
      {...EventEditor.prefetchOn}
      onClick={() => openEvent(event)}
    >
      <span>{event.title}</span>
    </button>
  );

  return (
    <DemoPage
      title={t('demoCalendar.title')}
      actions={
        <AppButton variant="primary" {...EventEditor.prefetchOn} onClick={() => setDraft({})}>
          <PlusOutlined aria-hidden />
          {t('demoCalendar.add')}
        </AppButton>
      }
    >
      {/* Loading until the month is first drawn; a change redraws it in place. */}
      <QueryNote isPending={isPending || (data !== undefined && !shown)} error={error} />
      {shown && (
        <>
          <div className="demo-panel calendar-month">
            <MonthHeader month={month} onChange={setMonth} />
            <MonthGrid month={month} events={events} eventButton={eventButton} />
          </div>
          <ul className="calendar-list" aria-label={t('demoCalendar.list')}>
            {events.map((event) => (
              <li key={event.id} className="demo-panel calendar-list-item">
                <button
                  type="button"
                  className="demo-link-button calendar-list-title"
                  {...EventEditor.prefetchOn}
                  onClick={() => openEvent(event)}
                >
                  {event.title}
                </button>
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
      {draft && (
        <Suspense fallback={null}>
          <EventEditor draft={draft} onClose={() => setDraft(null)} />
        </Suspense>
      )}
    </DemoPage>
  );
}
