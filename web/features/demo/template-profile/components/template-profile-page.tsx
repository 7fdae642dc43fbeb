import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Tag } from '../../../../shared/ui/antd.ts';
import { DemoPage } from '../../shared/demo-page.tsx';
import { QueryState } from '../../shared/query-state.tsx';
import { useTemplateProfile } from '../api/get-template-profile.ts';
import { ProfileAboutForm } from './profile-about-form.tsx';
import { ProfileTimeline } from './profile-timeline.tsx';
import './template-profile-page.css';

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
                <ProfileAboutForm about={about} onDone={() => setEditing(false)} />
              ) : (
                <>
                  <p className="profile-headline">{about.headline}</p>
                  <p className="demo-muted">{`${about.location} · ${about.email}`}</p>
                  <p>{about.about}</p>
                  <h3 className="profile-subtitle">{t('demoProfile.skills')}</h3>
                  <p>
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
                  <Button className="profile-edit" onClick={() => setEditing(true)}>
                    {t('demoProfile.edit')}
                  </Button>
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
