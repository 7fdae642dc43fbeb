import { useTranslation } from 'react-i18next';
import { DemoPage } from '../../shared/demo-page.tsx';
import { QueryState } from '../../shared/query-state.tsx';
import { useReportsWidgets } from '../api/get-reports-widgets.ts';
import { WidgetsView } from './widgets-view.tsx';

/** /apps/reports: the template's reports page, the season's campus drives in figures and tables. */
export function Reports() {
  const { t } = useTranslation();
  return (
    <DemoPage title={t('demoWidgets.reportsTitle')}>
      <QueryState query={useReportsWidgets()}>
        {({ body }) => <WidgetsView widgets={body} />}
      </QueryState>
    </DemoPage>
  );
}
