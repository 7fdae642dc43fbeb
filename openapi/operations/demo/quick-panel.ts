import {
  QuickPanelDataResponse,
  QuickPanelSettingResponse,
  UpdateQuickPanelSettingRequest,
} from '../../demo/quick-panel.ts';

export const QuickPanelOps = {
  quickPanelData: {
    operationId: 'quickPanelData',
    method: 'get',
    path: '/quick-panel-app/data',
    tag: 'demo',
    summary: 'Today’s events, short notes and quick settings',
    auth: false,
    response: QuickPanelDataResponse,
  },
  updateQuickPanelSetting: {
    operationId: 'updateQuickPanelSetting',
    method: 'post',
    path: '/quick-panel-app/update-setting',
    tag: 'demo',
    summary: 'Switch a quick setting on or off',
    auth: false,
    body: UpdateQuickPanelSettingRequest,
    response: QuickPanelSettingResponse,
  },
} as const;
