import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickPanelItem } from '#openapi/demo/quick-panel.ts';
import { errorMessage } from '../../../../shared/api/error-message.ts';
import { formatDayTime } from '../../../../shared/time/format-date.ts';
import { toast } from '../../../../shared/ui/toast.ts';
import { DemoPage } from '../../shared/demo-page.tsx';
import { QueryState } from '../../shared/query-state.tsx';
import { useQuickPanelData } from '../api/get-quick-panel-data.ts';
import { useUpdateQuickPanelSetting } from '../api/update-quick-panel-setting.ts';
import './quick-panel-page.css';

function ItemList({ title, items }: { title: string; items: readonly QuickPanelItem[] }) {
  const { i18n } = useTranslation();
  const id = useId();
  return (
    <section className="quick-card" aria-labelledby={id}>
      <h2 id={id} className="quick-card-title">
        {title}
      </h2>
      <ul className="demo-list quick-items">
        {items.map((item) => (
          <li key={item.id}>
            <p className="quick-item-title">{item.title}</p>
            <p className="demo-muted quick-item-detail">
              {item.detail}
              <br />
              <time dateTime={item.time}>{formatDayTime(item.time, i18n.language)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /apps/quick-panel: the template's quick panel data: today's events, notes and quick settings. */
export function QuickPanelPage() {
  const { t } = useTranslation();
  const update = useUpdateQuickPanelSetting();
  return (
    <DemoPage title={t('demoQuickPanel.title')}>
      <QueryState query={useQuickPanelData()}>
        {({ body }) => (
          <div className="quick-columns">
            <ItemList title={t('demoQuickPanel.events')} items={body.events} />
            <ItemList title={t('demoQuickPanel.notes')} items={body.notes} />
            <section className="quick-card" aria-labelledby="quick-settings">
              <h2 id="quick-settings" className="quick-card-title">
                {t('demoQuickPanel.settings')}
              </h2>
              <ul className="demo-list">
                {body.settings.map((setting) => (
                  <li key={setting.id}>
                    <label className="demo-check demo-tap quick-setting">
                      <input
                        type="checkbox"
                        checked={setting.enabled}
                        onChange={(event) =>
                          update.mutate(
                            { id: setting.id, enabled: event.target.checked },
                            { onError: (error) => toast.error(errorMessage(error, t)) },
                          )
                        }
                      />
                      {setting.title}
                    </label>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        )}
      </QueryState>
    </DemoPage>
  );
}
