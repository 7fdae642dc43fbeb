import { useTranslation } from 'react-i18next';
import type { Profile } from '#openapi/profiles.ts';
import { isRefusal } from '../../../shared/api/api-error.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { roleOf } from '../../../shared/session/role.ts';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import { useDrawnAnswer } from '../../../shared/ui/use-drawn-answer.ts';
import { useProfile } from '../api/get-profile.ts';
import { AboutCard } from './about-card.tsx';
import { AcademicRecordCard } from './academic-record-card.tsx';
import { AccountCard } from './account-card.tsx';
import { ProfileApplications } from './profile-applications.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { ProfileNotShared } from './profile-not-shared.tsx';
import { TestHistory } from './test-history.tsx';
import './profile.css';
import { LoadingNote } from '../../../shared/ui/loading-note.tsx';

/**
 * /profile/:UserID's body (D14, D20, D22): the profile as the server lets the caller see it, the
 * refusal in words when it does not, and a non-student's own account, as they keep no profile.
 */
export function ProfileView({ UserID }: { UserID: number }) {
  const { t } = useTranslation();
  const profile = useProfile(UserID);
  // Issue 29: a student's profile, drawn as it came, was one task of 439 ms at 4× CPU.
  // A change redraws the drawn profile in place: only the first answer shows the loading note.
  const { shown: answer } = useDrawnAnswer(profile.data, profile.isPending);
  const loading = <LoadingNote className="page-note" />;

  if (profile.isPending) return loading;
  if (profile.isError) {
    if (isRefusal(profile.error, 'PROFILE_NOT_SHARED')) return <ProfileNotShared />;
    return (
      <div className="page-note profile-failed" role="alert">
        <p>
          {t('profile.loadFailed')} {errorMessage(profile.error, t)}
        </p>
        <AppButton onClick={() => void profile.refetch()}>{t('profile.retry')}</AppButton>
      </div>
    );
  }
  if (answer === undefined) return loading;
  const shown = answer.body;
  if (shown.own && roleOf(shown.role) !== 'Student') return <AccountCard />;
  return <StudentProfileView profile={shown} />;
}

function StudentProfileView({ profile }: { profile: Profile }) {
  return (
    <div className="profile">
      <ProfileHeader profile={profile} />
      <div className="profile-columns">
        <AcademicRecordCard
          record={profile.academicRecord}
          institute={profile.institute}
          section={profile.sectionName}
        />
        <AboutCard profile={profile} />
      </div>
      <ProfileApplications applications={profile.applications} own={profile.own} />
      <TestHistory tests={profile.tests} />
    </div>
  );
}
