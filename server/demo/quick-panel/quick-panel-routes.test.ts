import { describe, expect, it } from 'vitest';
import { QuickPanelDataResponse, QuickPanelSettingResponse } from '#openapi/demo/quick-panel.ts';
import { demoClient, expectContract, expectInvalidField } from '../demo-test-client.ts';

describe('the quick panel data', () => {
  it('answers three events, two notes and three settings', async () => {
    const json = await demoClient().get('/quick-panel-app/data');
    expectContract(QuickPanelDataResponse, json);
    expect(json.body.events.map((event: { title: string }) => event.title)).toEqual([
      'Pre-placement talk',
      'Panel sync',
      'Offer review',
    ]);
    expect(json.body.notes).toHaveLength(2);
    expect(json.body.settings).toEqual([
      { id: 'notifications', title: 'Notifications', enabled: true },
      { id: 'cloud-sync', title: 'Cloud sync', enabled: false },
      { id: 'auto-refresh', title: 'Auto-refresh dashboards', enabled: true },
    ]);
  });

  it('switches a setting, until the reset', async () => {
    const { get, post } = demoClient();
    const json = await post('/quick-panel-app/update-setting', { id: 'cloud-sync', enabled: true });
    expectContract(QuickPanelSettingResponse, json);
    expect(json.body).toEqual({ id: 'cloud-sync', title: 'Cloud sync', enabled: true });
    expect((await get('/quick-panel-app/data')).body.settings[1].enabled).toBe(true);
    await post('/__stub/reset');
    expect((await get('/quick-panel-app/data')).body.settings[1].enabled).toBe(false);
  });

  it('answers 400 naming the field of a bad setting', async () => {
    const { call } = demoClient();
    const update = (body: unknown) => call('POST', '/quick-panel-app/update-setting', body);
    expectInvalidField(await update({ id: 'warp-drive', enabled: true }), '/id');
    expectInvalidField(await update({ id: 'cloud-sync', enabled: 'yes' }), '/enabled');
  });
});
