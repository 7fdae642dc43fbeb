import { useTranslation } from 'react-i18next';
import { DemoPage } from '../../shared/demo-page.tsx';
import { QueryState } from '../../shared/query-state.tsx';
import { useAcademyDashboardWidgets } from '../api/get-academy-dashboard-widgets.ts';
import { WidgetsView } from './widgets-view.tsx';

/** /dashboards/academy: the template's subject dashboard, counted from the academy's courses. */
export function AcademyDashboard() {
  const { t } = useTranslation();
  return (
    <DemoPage title={t('demoWidgets.academyTitle')}>
      <QueryState query={useAcademyDashboardWidgets()}>
        {({ body }) => <WidgetsView widgets={body} />}
      </QueryState>
    </DemoPage>
  );
}
