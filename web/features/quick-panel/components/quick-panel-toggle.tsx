import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { state } from '../../../shared/session/session-store.ts';
import { Button, Tooltip } from '../../../shared/ui/antd.ts';
import { setQuickPanel } from '../../../shared/ui/ui-state.ts';
import './quick-panel-toggle.css';

/** The toolbar button that opens the quick panel, or closes it. */
export function QuickPanelToggle() {
  const { t } = useTranslation();
  const { ui } = useSnapshot(state);
  return (
    <Tooltip
      title={t('quickPanel.toggle')}
      // Inside the toolbar's landmark, not loose at the end of <body> (axe: region), as it shows
      // under a pointer left on the button when the panel closes.
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
    >
      <Button
        type="text"
        shape="circle"
        className="quick-panel-toggle"
        icon={<AppstoreOutlined aria-hidden />}
        aria-label={t('quickPanel.toggle')}
        aria-expanded={ui.quickPanel}
        onClick={() => setQuickPanel(!ui.quickPanel)}
      />
    </Tooltip>
  );
}
