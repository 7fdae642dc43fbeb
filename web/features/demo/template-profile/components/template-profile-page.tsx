import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../../../shared/ui/app-button.tsx';
import { lazyWithAntd } from '../../../../shared/ui/lazy-with-antd.ts';
import { Tag } from '../../../../shared/ui/tag.tsx';
import { DemoPage } from '../../shared/demo-page.tsx';
import { QueryState } from '../../shared/query-state.tsx';
import { useTemplateProfile } from '../api/get-template-profile.ts';
import { ProfileTimeline } from './profile-timeline.tsx';
import './template-profile-page.css';
import { LoadingNote } from '../../../../shared/ui/loading-note.tsx';

// The about's form, antd's Form, comes when Edit is first pressed (issue 29: the page draws no
// other antd); a pointer over Edit, or the focus on it, fetches it ahead.
const ProfileAboutForm = lazyWithAntd(() =>
  Promise.all([
    import('./profile-about-form.tsx'),
    import('../../../../shared/ui/antd-root.tsx'),
  ]).then(([module, antdRoot]) => ({ Component: module.ProfileAboutForm, antdRoot })),
);

/**
 * /apps/profile: the demo template's sample profile (about, experience, timeline). Not the signed-in
 * user's own profile, which /pages/profile opens (D6).
 */
export function TemplateProfilePage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <DemoPage title={t('demoProfile.title')}>
      <QueryState query={useTemplateProfile()}>
        {({ body: { about, timeline } }) => (
          <div className="profile-columns">
            <section className="profile-card" aria-labelledby="profile-about">
              <h2 id="profile-about" className="profile-card-title">
                {about.name}
              </h2>
              {editing ? (
                <Suspense fallback={<LoadingNote className="demo-muted" />}>
                  <ProfileAboutForm about={about} onDone={() => setEditing(false)} />
                </Suspense>
              ) : (
                <>
                  <p className="profile-headline">{about.headline}</p>
                  <p className="demo-muted">{`${about.location} · ${about.email}`}</p>
                  <p>{about.about}</p>
                  <h3 className="profile-subtitle">{t('demoProfile.skills')}</h3>
                  <p className="profile-skills">
                    {about.skills.map((skill) => (
                      <Tag key={skill}>{skill}</Tag>
                    ))}
                  </p>
                  <h3 className="profile-subtitle">{t('demoProfile.experience')}</h3>
                  <ul className="demo-list">
                    {about.experience.map((job) => (
                      <li key={`${job.company}-${job.period}`}>
                        {`${job.title}, ${job.company} (${job.period})`}
                      </li>
                    ))}
                  </ul>
                  <AppButton
                    className="profile-edit"
                    {...ProfileAboutForm.prefetchOn}
                    onClick={() => setEditing(true)}
                  >
                    {t('demoProfile.edit')}
                  </AppButton>
                </>
              )}
            </section>
            <ProfileTimeline posts={timeline} />
          </div>
        )}
      </QueryState>
    </DemoPage>
  );
}
