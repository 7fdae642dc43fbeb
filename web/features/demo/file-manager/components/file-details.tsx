import { useTranslation } from 'react-i18next';
import type { DemoFile } from '#openapi/demo/file-manager.ts';
import { Tag } from '../../../../shared/ui/tag.tsx';
import { formatBytes, formatDate } from '../../shared/format.ts';

/** The details panel: every field of the picked file, or how to pick one. */
export function FileDetails({ file }: { file: DemoFile | null }) {
  const { t, i18n } = useTranslation();
  if (!file) {
    return (
      <aside className="demo-panel file-details" aria-label={t('demoFileManager.details')}>
        <p className="demo-note">{t('demoFileManager.pick')}</p>
      </aside>
    );
  }
  const date = (iso: string) => formatDate(iso, i18n.language, true);
  return (
    <aside className="demo-panel file-details" aria-label={t('demoFileManager.details')}>
      <h2 className="file-details-name">{file.name}</h2>
      <p className="file-preview">{file.preview}</p>
      {file.offline && <Tag tone="green">{t('demoFileManager.offline')}</Tag>}
      <dl className="file-facts">
        {[
          {
            key: 'type',
            label: t('demoFileManager.type'),
            children: t(`demoFileManager.types.${file.type}`),
          },
          {
            key: 'extention',
            label: t('demoFileManager.extention'),
            children: file.extention || '—',
          },
          {
            key: 'size',
            label: t('demoFileManager.size'),
            children: formatBytes(file.size, i18n.language),
          },
          { key: 'owner', label: t('demoFileManager.owner'), children: file.owner },
          { key: 'location', label: t('demoFileManager.location'), children: file.location },
          { key: 'created', label: t('demoFileManager.created'), children: date(file.created) },
          { key: 'modified', label: t('demoFileManager.modified'), children: date(file.modified) },
          { key: 'opened', label: t('demoFileManager.opened'), children: date(file.opened) },
        ].map((fact) => (
          <div key={fact.key}>
            <dt>{fact.label}</dt>
            <dd>{fact.children}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
