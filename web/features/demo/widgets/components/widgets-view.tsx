import { useTranslation } from 'react-i18next';
import type { Widgets } from '#openapi/demo/widgets.ts';
import { numberFormat } from '../../../../shared/intl/cached-formats.ts';
import { localeOf } from '../../../../shared/time/format-date.ts';
import { WidgetTable } from './widget-table.tsx';
import './widgets.css';

/** A dashboard of the demo template: its figures as cards, then its tables. */
export function WidgetsView({ widgets }: { widgets: Widgets }) {
  const { t, i18n } = useTranslation();
  const figures = numberFormat(localeOf(i18n.language));
  return (
    <>
      <ul className="demo-list widget-figures" aria-label={t('demoWidgets.figures')}>
        {widgets.figures.map((figure) => (
          <li key={figure.id} className="widget-figure">
            <p className="widget-figure-title">{figure.title}</p>
            <p className="widget-figure-value">
              {figures.format(figure.value)}
              {figure.unit ? <span className="widget-figure-unit">{` ${figure.unit}`}</span> : null}
            </p>
            <p className="demo-muted widget-figure-caption">{figure.caption}</p>
          </li>
        ))}
      </ul>
      <div className="widget-tables">
        {widgets.tables.map((table) => (
          <WidgetTable key={table.id} table={table} />
        ))}
      </div>
    </>
  );
}
