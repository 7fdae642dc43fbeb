import Type, { type Static } from 'typebox';
import { Envelope } from '../envelope.ts';
import { Id, Instant } from '../fields.ts';

// The demo template's quick panel data (seed appendix, D18, issue 31): today's events, short notes and
// quick settings. Sample data, in English (D17).

export const QuickPanelItem = Type.Object({
  id: Id,
  title: Type.String(),
  detail: Type.String(),
  time: Instant,
});
export type QuickPanelItem = Static<typeof QuickPanelItem>;

export const QuickPanelSettingId = Type.Union([
  Type.Literal('notifications'),
  Type.Literal('cloud-sync'),
  Type.Literal('auto-refresh'),
]);
export type QuickPanelSettingId = Static<typeof QuickPanelSettingId>;

export const QuickPanelSetting = Type.Object({
  id: QuickPanelSettingId,
  title: Type.String(),
  enabled: Type.Boolean(),
});
export type QuickPanelSetting = Static<typeof QuickPanelSetting>;

export const QuickPanelData = Type.Object({
  events: Type.Array(QuickPanelItem, { description: 'Soonest first' }),
  notes: Type.Array(QuickPanelItem, { description: 'Newest first' }),
  settings: Type.Array(QuickPanelSetting),
});
export type QuickPanelData = Static<typeof QuickPanelData>;

export const QuickPanelDataResponse = Envelope(QuickPanelData);
export type QuickPanelDataResponse = Static<typeof QuickPanelDataResponse>;

export const UpdateQuickPanelSettingRequest = Type.Object({
  id: QuickPanelSettingId,
  enabled: Type.Boolean(),
});
export type UpdateQuickPanelSettingRequest = Static<typeof UpdateQuickPanelSettingRequest>;

export const QuickPanelSettingResponse = Envelope(QuickPanelSetting);
export type QuickPanelSettingResponse = Static<typeof QuickPanelSettingResponse>;
