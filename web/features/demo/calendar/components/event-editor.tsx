import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '#openapi/demo/calendar.ts';
import { Button, Input, Modal, Switch, TextArea } from '../../../../shared/ui/antd.ts';
import { DemoField } from '../../shared/demo-field.tsx';
import { useCreateCalendarEvent } from '../api/create-calendar-event.ts';
import { useRemoveCalendarEvent } from '../api/remove-calendar-event.ts';
import { useUpdateCalendarEvent } from '../api/update-calendar-event.ts';
import { fromLocalInput, toLocalInput } from '../local-time.ts';

/** An event to edit, or a new one (no id). */
export type EventDraft = Partial<CalendarEvent>;

const hour = 60 * 60 * 1000;

/** The dialog that adds, changes or deletes an event; the server refuses an end before the start. */
export function EventEditor({ draft, onClose }: { draft: EventDraft; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateCalendarEvent();
  const update = useUpdateCalendarEvent();
  const remove = useRemoveCalendarEvent();
  const allDayId = useId();
  // A new event starts at the next full hour and lasts one.
  const nextHour = Math.ceil(Date.now() / hour) * hour;
  const [title, setTitle] = useState(draft.title ?? '');
  const [description, setDescription] = useState(draft.description ?? '');
  const [start, setStart] = useState(toLocalInput(draft.start ?? new Date(nextHour).toISOString()));
  const [end, setEnd] = useState(
    toLocalInput(draft.end ?? new Date(nextHour + hour).toISOString()),
  );
  const [allDay, setAllDay] = useState(draft.allDay ?? false);
  const endBeforeStart = end < start;
  const saving = create.isPending || update.isPending;

  const save = () => {
    const fields = {
      title: title.trim(),
      description,
      start: fromLocalInput(start),
      end: fromLocalInput(end),
      allDay,
    };
    if (draft.id === undefined) create.mutate(fields, { onSuccess: onClose });
    else update.mutate({ id: draft.id, ...fields }, { onSuccess: onClose });
  };

  return (
    <Modal
      open
      title={t(draft.id === undefined ? 'demoCalendar.newEvent' : 'demoCalendar.editEvent')}
      onCancel={onClose}
      footer={[
        draft.id !== undefined && (
          <Button
            key="delete"
            danger
            onClick={() => remove.mutate(draft.id as number, { onSuccess: onClose })}
          >
            {t('demoCalendar.delete')}
          </Button>
        ),
        <Button key="cancel" onClick={onClose}>
          {t('demoCalendar.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={saving}
          disabled={!title.trim() || endBeforeStart}
          onClick={save}
        >
          {t('demoCalendar.save')}
        </Button>,
      ]}
    >
      <DemoField label={t('demoCalendar.eventTitle')}>
        {(id) => (
          <Input id={id} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
        )}
      </DemoField>
      <DemoField label={t('demoCalendar.start')}>
        {(id) => (
          <Input
            id={id}
            type="datetime-local"
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
        )}
      </DemoField>
      <DemoField label={t('demoCalendar.end')}>
        {(id) => (
          <>
            <Input
              id={id}
              type="datetime-local"
              value={end}
              status={endBeforeStart ? 'error' : undefined}
              aria-describedby={endBeforeStart ? `${id}-error` : undefined}
              onChange={(e) => setEnd(e.target.value)}
            />
            {endBeforeStart && (
              <p id={`${id}-error`} className="calendar-error" role="alert">
                {t('demoCalendar.endBeforeStart')}
              </p>
            )}
          </>
        )}
      </DemoField>
      <div className="calendar-all-day">
        <Switch id={allDayId} checked={allDay} onChange={setAllDay} />
        <label htmlFor={allDayId}>{t('demoCalendar.allDay')}</label>
      </div>
      <DemoField label={t('demoCalendar.description')}>
        {(id) => (
          <TextArea
            id={id}
            rows={3}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </DemoField>
    </Modal>
  );
}
