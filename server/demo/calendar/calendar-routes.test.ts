import { describe, expect, it } from 'vitest';
import { type CalendarEvent, CalendarEventsResponse } from '#openapi/demo/calendar.ts';
import { expectContract, expectInvalidField } from '../../stub/test-support/stub.ts';
import { demoClient, notFound } from '../demo-test-client.ts';

const eventsOf = async (call: ReturnType<typeof demoClient>['call']) =>
  (await call('GET', '/calendar-app/events')).json.body as CalendarEvent[];

describe('the calendar app', () => {
  it('lists 8 events by start around the clock', async () => {
    const { call } = demoClient();
    const { json } = await call('GET', '/calendar-app/events');
    expectContract(CalendarEventsResponse, json);
    const events = json.body as CalendarEvent[];
    expect(events).toHaveLength(8);
    expect(events[2]).toEqual({
      id: 3,
      title: 'Interview panel: Kaveri',
      description: 'Rooms 2 and 3.',
      start: '2025-01-15T09:30:00.000Z',
      end: '2025-01-15T17:00:00.000Z',
      allDay: false,
    });
    expect(events[1]).toMatchObject({ allDay: true, start: '2025-01-12T00:00:00.000Z' });
  });

  it('adds, changes and removes an event', async () => {
    const { call } = demoClient();
    const event = {
      title: 'Panel debrief',
      start: '2025-01-16T10:00:00.000Z',
      end: '2025-01-16T11:00:00.000Z',
    };
    const added = await call('POST', '/calendar-app/create-event', event);
    expect(added.json.body).toEqual({ id: 9, description: '', allDay: false, ...event });
    const moved = await call('POST', '/calendar-app/update-event', {
      id: 9,
      start: '2025-01-16T09:00:00.000Z',
    });
    expect(moved.json.body.start).toBe('2025-01-16T09:00:00.000Z');
    expect((await eventsOf(call)).map((item) => item.id)).toContain(9);
    expect((await call('POST', '/calendar-app/remove-event', { id: 9 })).json.body).toEqual({
      id: 9,
    });
    expect(await eventsOf(call)).toHaveLength(8);
  });

  it('refuses an end before the start (400 on /end) and an unknown event (404)', async () => {
    const { call } = demoClient();
    expectInvalidField(
      await call('POST', '/calendar-app/create-event', {
        title: 'x',
        start: '2025-01-16T10:00:00Z',
        end: '2025-01-16T09:00:00Z',
      }),
      '/end',
    );
    expectInvalidField(
      await call('POST', '/calendar-app/update-event', { id: 3, end: '2025-01-01T00:00:00Z' }),
      '/end',
    );
    expectInvalidField(
      await call('POST', '/calendar-app/create-event', { title: 'x', start: 'soon', end: 'later' }),
      '/start',
    );
    for (const path of ['/calendar-app/update-event', '/calendar-app/remove-event']) {
      expect(await call('POST', path, { id: 99 })).toEqual(
        notFound('EVENT_NOT_FOUND', 'Event not found'),
      );
    }
  });

  it('puts the events back on POST /api/__stub/reset', async () => {
    const { call, reset } = demoClient();
    await call('POST', '/calendar-app/remove-event', { id: 1 });
    await reset();
    expect(await eventsOf(call)).toHaveLength(8);
  });
});
