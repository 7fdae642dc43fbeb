import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { PageFrame } from '../../features/home/components/page-frame.tsx';
import { AccountCard } from '../../features/profile/components/account-card.tsx';
import { state } from '../../shared/session/session-store.ts';

/** /home: the Recruiter's and the Student's landing page (seed §4, D14). */
export function Component() {
  const { t } = useTranslation();
  const role = useSnapshot(state).auth.user?.role ?? '';
  const titleKey = role === 'Recruiter' || role === 'Student' ? role : 'other';
  return (
    <PageFrame title={t(`pages.home.${titleKey}`)}>
      <AccountCard />
    </PageFrame>
  );
}
