import Type, { type Static } from 'typebox';
import { Envelope } from '../envelope.ts';
import { Id, Instant } from '../fields.ts';

// The demo template's notification panel (seed appendix, D18, issue 31), apart from the product's own
// bell (D15, D26). Sample data, in English (D17).

export const PanelNotificationKind = Type.Union([
  Type.Literal('info'),
  Type.Literal('success'),
  Type.Literal('warning'),
  Type.Literal('error'),
]);
export type PanelNotificationKind = Static<typeof PanelNotificationKind>;

export const PanelNotification = Type.Object({
  id: Id,
  kind: PanelNotificationKind,
  title: Type.String(),
  description: Type.String(),
  time: Instant,
  read: Type.Boolean(),
});
export type PanelNotification = Static<typeof PanelNotification>;

export const PanelNotificationsResponse = Envelope(
  Type.Array(PanelNotification, { description: 'Newest first' }),
);
export type PanelNotificationsResponse = Static<typeof PanelNotificationsResponse>;

export const PanelNotificationRequest = Type.Object({ id: Id });
export type PanelNotificationRequest = Static<typeof PanelNotificationRequest>;

export const PanelNotificationResponse = Envelope(PanelNotification);
export type PanelNotificationResponse = Static<typeof PanelNotificationResponse>;

export const DismissPanelNotificationResponse = Envelope(Type.Object({ id: Id }));
export type DismissPanelNotificationResponse = Static<typeof DismissPanelNotificationResponse>;

export const DismissAllPanelNotificationsResponse = Envelope(
  Type.Object({ dismissed: Type.Integer({ minimum: 0 }) }),
);
export type DismissAllPanelNotificationsResponse = Static<
  typeof DismissAllPanelNotificationsResponse
>;
