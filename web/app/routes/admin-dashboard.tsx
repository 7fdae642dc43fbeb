import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../features/home/components/page-frame.tsx';
import { AccountCard } from '../../features/profile/components/account-card.tsx';

/** /admindashboard: the ClientAdmin's landing page. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.adminDashboard')}>
      <AccountCard />
    </PageFrame>
  );
}
