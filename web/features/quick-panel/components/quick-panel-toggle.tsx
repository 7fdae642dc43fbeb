import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { state } from '../../../shared/session/session-store.ts';
import { setQuickPanel } from '../../../shared/ui/ui-state.ts';
import './quick-panel-toggle.css';

/** The toolbar button that opens the quick panel, or closes it, with a tooltip saying so. */
export function QuickPanelToggle() {
  const { t } = useTranslation();
  const { ui } = useSnapshot(state);
  return (
    <span className="quick-panel-toggle">
      <button
        type="button"
        className="toolbar-action"
        aria-label={t('quickPanel.toggle')}
        aria-expanded={ui.quickPanel}
        onClick={() => setQuickPanel(!ui.quickPanel)}
      >
        <AppstoreOutlined aria-hidden />
      </button>
      {/* What the icon means, under a pointer or the keyboard's focus; the button's name says it
          to screen readers. */}
      <span className="quick-panel-tooltip" aria-hidden="true">
        {t('quickPanel.toggle')}
      </span>
    </span>
  );
}
