import { describe, expect, it } from 'vitest';
import {
  DismissAllPanelNotificationsResponse,
  DismissPanelNotificationResponse,
  PanelNotificationResponse,
  PanelNotificationsResponse,
} from '#openapi/demo/notification-panel.ts';
import {
  demoClient,
  expectContract,
  expectInvalidField,
  minutesBefore,
  notFound,
} from '../demo-test-client.ts';

const notificationNotFound = notFound('NOTIFICATION_NOT_FOUND', 'Notification not found');

describe('the notification panel', () => {
  it('lists five notifications newest first, three unread', async () => {
    const json = await demoClient().get('/notification-panel-app/notifications');
    expectContract(PanelNotificationsResponse, json);
    expect(json.body.map((n: { title: string; read: boolean }) => [n.title, n.read])).toEqual([
      ['Offer accepted', false],
      ['New applications', false],
      ['Deadline tomorrow', false],
      ['Test upload failed', true],
      ['Panel confirmed', true],
    ]);
    expect(json.body[0]).toEqual({
      id: 1,
      kind: 'success',
      title: 'Offer accepted',
      description: 'Ananya Iyer accepted the Associate Data Analyst offer.',
      time: minutesBefore(15),
      read: false,
    });
  });

  it('marks one read', async () => {
    const { get, post } = demoClient();
    const json = await post('/notification-panel-app/mark-read', { id: 2 });
    expectContract(PanelNotificationResponse, json);
    expect(json.body).toMatchObject({ id: 2, read: true });
    expect((await get('/notification-panel-app/notifications')).body[1].read).toBe(true);
  });

  it('dismisses one, then all', async () => {
    const { get, post } = demoClient();
    const one = await post('/notification-panel-app/dismiss', { id: 3 });
    expectContract(DismissPanelNotificationResponse, one);
    expect(one.body).toEqual({ id: 3 });
    expect((await get('/notification-panel-app/notifications')).body).toHaveLength(4);
    const all = await post('/notification-panel-app/dismiss-all');
    expectContract(DismissAllPanelNotificationsResponse, all);
    expect(all).toEqual({
      status: true,
      message: 'Notifications dismissed',
      body: { dismissed: 4 },
    });
    expect((await get('/notification-panel-app/notifications')).body).toEqual([]);
  });

  it('answers 404 for an unknown notification and 400 for a bad id', async () => {
    const { call } = demoClient();
    for (const path of ['/notification-panel-app/mark-read', '/notification-panel-app/dismiss']) {
      expect(await call('POST', path, { id: 6 })).toEqual(notificationNotFound);
      expectInvalidField(await call('POST', path, { id: 'six' }), '/id');
    }
  });

  it('comes back after POST /api/__stub/reset', async () => {
    const { get, post } = demoClient();
    await post('/notification-panel-app/dismiss-all');
    await post('/__stub/reset');
    expect((await get('/notification-panel-app/notifications')).body).toHaveLength(5);
  });
});
