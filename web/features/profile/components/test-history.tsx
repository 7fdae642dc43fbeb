import { useTranslation } from 'react-i18next';
import type { TestHistoryItem } from '#openapi/profiles.ts';
import { formatPercent } from '../../../shared/intl/format-percent.ts';
import { formatDay } from '../../../shared/time/format-date.ts';
import { formatDuration } from '../../../shared/time/format-duration.ts';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';

/** The student's submitted tests the caller may see, newest first, with their scores (D14). */
export function TestHistory({ tests }: { tests: readonly TestHistoryItem[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <TitledCard className="profile-card" title={t('profile.tests.title')}>
      {tests.length === 0 ? (
        <p className="profile-empty">{t('profile.tests.empty')}</p>
      ) : (
        <ul className="profile-rows">
          {tests.map((test) => (
            <li key={test.TaskID} className="profile-row">
              <div className="profile-row-main">
                <span className="profile-row-title">{test.TaskName}</span>
                <span className="profile-row-sub">{test.courseName}</span>
              </div>
              <dl className="profile-test-figures">
                <div>
                  <dt>{t('profile.tests.score')}</dt>
                  <dd>
                    {t('profile.tests.scoreOf', {
                      score: test.score,
                      max: test.maxScore,
                      percentage: formatPercent(test.percentage, language),
                    })}
                  </dd>
                </div>
                <div>
                  <dt>{t('profile.tests.timeTaken')}</dt>
                  <dd>{formatDuration(test.timeTaken)}</dd>
                </div>
                <div>
                  <dt>{t('profile.tests.submitted')}</dt>
                  <dd>{formatDay(test.submittedAt, language)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
