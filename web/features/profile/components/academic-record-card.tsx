import { useTranslation } from 'react-i18next';
import type { LookupItem } from '#openapi/common.ts';
import type { AcademicRecord } from '#openapi/profiles.ts';
import { formatPercent } from '../../../shared/intl/format-percent.ts';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';

type Props = {
  record: AcademicRecord | null;
  institute: LookupItem | null;
  /** The student's section of their class, shown with the branch. */
  section: string | null;
};

/** The academic record the institute keeps (D20): read-only here, for the student too. */
export function AcademicRecordCard({ record, institute, section }: Props) {
  const { t, i18n } = useTranslation();
  const percent = (value: number) => formatPercent(value, i18n.resolvedLanguage ?? i18n.language);
  const rows: [label: string, value: string | number][] = record
    ? [
        [t('profile.record.cgpa'), record.cgpa],
        [t('profile.record.tenth'), percent(record.tenthPercent)],
        [t('profile.record.twelfth'), percent(record.twelfthPercent)],
        [t('profile.record.backlogs'), record.activeBacklogs],
        [
          t('profile.record.branch'),
          section
            ? t('profile.classSection', { className: record.branch, section })
            : record.branch,
        ],
        [t('profile.record.graduationYear'), record.graduationYear],
        ...(institute
          ? [[t('profile.account.institute'), institute.name] as [string, string]]
          : []),
      ]
    : [];
  return (
    <TitledCard className="profile-card" title={t('profile.record.title')}>
      {record ? (
        <dl className="profile-facts">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="profile-empty">{t('profile.record.none')}</p>
      )}
    </TitledCard>
  );
}
