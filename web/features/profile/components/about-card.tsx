import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile, StudentProfile } from '#openapi/profiles.ts';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import { lazyWithAntd } from '../../../shared/ui/lazy-with-antd.ts';
import { LoadingNote } from '../../../shared/ui/loading-note.tsx';
import { Tag } from '../../../shared/ui/tag.tsx';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';

// The form, with antd, loads when its owner first asks to edit (a press, or a pointer or the focus
// on Edit fetches it ahead): a profile is read far more often than edited, and drew no antd else
// (issue 29: antd's cards and tags, and its style engine, were most of its blocking time).
const ProfileForm = lazyWithAntd(() =>
  Promise.all([import('./profile-form.tsx'), import('../../../shared/ui/antd-root.tsx')]).then(
    ([module, antdRoot]) => ({ Component: module.ProfileForm, antdRoot }),
  ),
);

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
  const [editing, setEditing] = useState(false);
  const kept = profile.studentProfile ?? emptyStudentProfile;
  return (
    <TitledCard
      className="profile-card"
      title={t('profile.about.title')}
      extra={
        profile.own && !editing ? (
          <AppButton {...ProfileForm.prefetchOn} onClick={() => setEditing(true)}>
            {t('profile.about.edit')}
          </AppButton>
        ) : null
      }
    >
      {editing ? (
        <Suspense fallback={<LoadingNote className="profile-empty" />}>
          <ProfileForm UserID={profile.UserID} kept={kept} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <AboutFacts kept={kept} />
      )}
    </TitledCard>
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
