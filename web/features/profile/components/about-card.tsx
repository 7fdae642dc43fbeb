import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile, StudentProfile } from '#openapi/profiles.ts';
import { Button, Card, Tag } from '../../../shared/ui/antd.ts';
import { ProfileForm } from './profile-form.tsx';

/** What a student keeps before they first save: nothing yet. */
const emptyStudentProfile: StudentProfile = {
  skills: [],
  preferredLocations: [],
  preferredJobTypes: [],
  hackerRankBadges: [],
  summary: '',
};

/**
 * What the student keeps about themselves (D20): skills, preferences, HackerRank badges and a
 * summary. Its owner edits it here; everyone else reads it.
 */
export function AboutCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const kept = profile.studentProfile ?? emptyStudentProfile;
  return (
    <Card
      className="profile-card"
      role="region"
      aria-labelledby={titleId}
      title={<h2 id={titleId}>{t('profile.about.title')}</h2>}
      extra={
        profile.own && !editing ? (
          <Button onClick={() => setEditing(true)}>{t('profile.about.edit')}</Button>
        ) : null
      }
    >
      {editing ? (
        <ProfileForm UserID={profile.UserID} kept={kept} onDone={() => setEditing(false)} />
      ) : (
        <AboutFacts kept={kept} />
      )}
    </Card>
  );
}

function AboutFacts({ kept }: { kept: StudentProfile }) {
  const { t } = useTranslation();
  const none = <span className="profile-empty">{t('profile.about.none')}</span>;
  const tags = (values: readonly string[]) =>
    values.length === 0 ? (
      none
    ) : (
      <ul className="profile-tags">
        {values.map((value) => (
          <li key={value}>
            <Tag>{value}</Tag>
          </li>
        ))}
      </ul>
    );
  return (
    <dl className="profile-about">
      <div>
        <dt>{t('profile.about.skills')}</dt>
        <dd>{tags(kept.skills)}</dd>
      </div>
      <div>
        <dt>{t('profile.about.locations')}</dt>
        <dd>{tags(kept.preferredLocations)}</dd>
      </div>
      <div>
        <dt>{t('profile.about.jobTypes')}</dt>
        <dd>{tags(kept.preferredJobTypes.map((type) => t(`recruitment.jobType.${type}`)))}</dd>
      </div>
      <div>
        <dt>{t('profile.about.badges')}</dt>
        <dd>
          {kept.hackerRankBadges.length === 0 ? (
            none
          ) : (
            <ul className="profile-badges">
              {kept.hackerRankBadges.map((badge) => (
                <li key={badge.name}>
                  <span className="profile-badge-name">{badge.name}</span>
                  <span className="profile-badge-stars">
                    <span aria-hidden="true">{'★'.repeat(badge.stars)}</span>
                    <span className="visually-hidden">
                      {t('profile.about.stars', { count: badge.stars })}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('profile.about.summary')}</dt>
        <dd className="profile-summary">{kept.summary || none}</dd>
      </div>
    </dl>
  );
}
