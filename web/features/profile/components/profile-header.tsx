import { useTranslation } from 'react-i18next';
import type { Profile } from '#openapi/profiles.ts';
import { Tag } from '../../../shared/ui/tag.tsx';

/**
 * Who the profile is of: name and contact, and whether they are placed (D25). The institute and
 * class show here only without an academic record, which otherwise carries them.
 */
export function ProfileHeader({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const classSection =
    profile.className && profile.sectionName
      ? t('profile.classSection', { className: profile.className, section: profile.sectionName })
      : profile.className;
  return (
    <header className="profile-header">
      <div className="profile-name-row">
        <h2 className="profile-name">{profile.displayName}</h2>
        {profile.placed ? <Tag tone="green">{t('profile.placed')}</Tag> : null}
      </div>
      <dl className="profile-contact">
        <div>
          <dt>{t('profile.account.email')}</dt>
          <dd>{profile.email}</dd>
        </div>
        <div>
          <dt>{t('profile.account.mobile')}</dt>
          <dd>{profile.mobile ?? t('profile.account.notGiven')}</dd>
        </div>
        {profile.institute && !profile.academicRecord ? (
          <div>
            <dt>{t('profile.account.institute')}</dt>
            <dd>{profile.institute.name}</dd>
          </div>
        ) : null}
        {classSection && !profile.academicRecord ? (
          <div>
            <dt>{t('profile.class')}</dt>
            <dd>{classSection}</dd>
          </div>
        ) : null}
      </dl>
    </header>
  );
}
