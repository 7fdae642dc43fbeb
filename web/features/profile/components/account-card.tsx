import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { roleOf } from '../../../shared/session/role.ts';
import { roleLabel } from '../../../shared/session/role-label.ts';
import { useUserInfo } from '../api/get-user-info.ts';
import './account-card.css';
import { LoadingNote } from '../../../shared/ui/loading-note.tsx';

/** The signed-in user's account as the server knows it: who they are and where they belong. */
export function AccountCard() {
  const { t } = useTranslation();
  const { data: answer, error } = useUserInfo();
  // Drawn in a render that yields to input: on /home, after the student's tests (issue 13).
  const data = useDeferredValue(answer);
  const notGiven = t('profile.account.notGiven');

  if (error) {
    return (
      <p className="account-card" role="alert">
        {t('profile.account.loadFailed')} {errorMessage(error, t)}
      </p>
    );
  }
  if (!data) {
    return <LoadingNote className="account-card" />;
  }
  const user = data.body;
  const rows = [
    ['profile.account.email', user.email],
    ['profile.account.role', roleLabel(roleOf(user.role), t)],
    ['profile.account.mobile', user.mobile ?? notGiven],
    // Where they belong (D19): a recruiter's or client admin's company, anyone else's institute.
    user.companyName === null
      ? (['profile.account.institute', user.instituteName ?? notGiven] as const)
      : (['profile.account.company', user.companyName] as const),
  ] as const;
  return (
    <section className="account-card" aria-labelledby="account-card-title">
      <h2 id="account-card-title">{t('profile.account.title')}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
