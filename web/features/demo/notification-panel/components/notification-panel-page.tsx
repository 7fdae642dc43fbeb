import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../shared/api/error-message.ts';
import { formatDayTime } from '../../../../shared/time/format-date.ts';
import { AppButton } from '../../../../shared/ui/app-button.tsx';
import { EmptyState } from '../../../../shared/ui/empty-state.tsx';
import { Notice } from '../../../../shared/ui/notice.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { DemoPage } from '../../shared/demo-page.tsx';
import { QueryState } from '../../shared/query-state.tsx';
import { useDismissAllPanelNotifications } from '../api/dismiss-all-panel-notifications.ts';
import { useDismissPanelNotification } from '../api/dismiss-panel-notification.ts';
import { usePanelNotifications } from '../api/get-panel-notifications.ts';
import { useMarkPanelNotificationRead } from '../api/mark-panel-notification-read.ts';
import './notification-panel-page.css';

/** /apps/notifications: the template's notification panel as a page: read, dismiss, dismiss all. */
export function NotificationPanelPage() {
  const { t, i18n } = useTranslation();
  const markRead = useMarkPanelNotificationRead();
  const dismiss = useDismissPanelNotification();
  const dismissAll = useDismissAllPanelNotifications();
  const onError = (error: Error) => toast.error(errorMessage(error, t));
  return (
    <DemoPage
      title={t('demoNotifications.title')}
      actions={
        <AppButton
          loading={dismissAll.isPending}
          onClick={() => dismissAll.mutate(undefined, { onError })}
        >
          {t('demoNotifications.dismissAll')}
        </AppButton>
      }
    >
      <QueryState query={usePanelNotifications()}>
        {({ body }) =>
          body.length === 0 ? (
            <EmptyState description={t('demoNotifications.none')} />
          ) : (
            <ul className="demo-list panel-notifications">
              {body.map((item) => (
                <li key={item.id}>
                  <Notice
                    tone={item.kind}
                    role="none"
                    title={
                      <span className={item.read ? undefined : 'panel-unread'}>
                        {item.title}
                        {item.read ? null : ` · ${t('demoNotifications.unread')}`}
                      </span>
                    }
                    description={
                      <>
                        <span>{item.description}</span>
                        <time className="panel-time demo-muted" dateTime={item.time}>
                          {formatDayTime(item.time, i18n.language)}
                        </time>
                        <span className="panel-actions">
                          {item.read ? null : (
                            <AppButton
                              size="small"
                              onClick={() => markRead.mutate({ id: item.id }, { onError })}
                            >
                              {t('demoNotifications.markRead')}
                            </AppButton>
                          )}
                          <AppButton
                            size="small"
                            aria-label={t('demoNotifications.dismissNamed', { title: item.title })}
                            onClick={() => dismiss.mutate({ id: item.id }, { onError })}
                          >
                            {t('demoNotifications.dismiss')}
                          </AppButton>
                        </span>
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </DemoPage>
  );
}
