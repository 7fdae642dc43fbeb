import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoFile } from '#openapi/demo/file-manager.ts';
import { DemoPage, QueryNote } from '../../shared/demo-page.tsx';
import { DemoSearch } from '../../shared/demo-search.tsx';
import { type DemoColumn, DemoTable } from '../../shared/demo-table.tsx';
import { formatBytes, formatDate } from '../../shared/format.ts';
import { matchesSearch } from '../../shared/matches-search.ts';
import { useFiles } from '../api/get-files.ts';
import { FileDetails } from './file-details.tsx';
import './file-manager.css';

const byText = (key: 'name' | 'type' | 'owner') => (a: DemoFile, b: DemoFile) =>
  a[key].localeCompare(b[key]);

/** /apps/file-manager: the files with sort, search and paging, and the picked file's details (D18). */
export function FileManagerPage() {
  const { t, i18n } = useTranslation();
  const { data, error, isPending } = useFiles();
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const files = (data?.body ?? []).filter((file) =>
    matchesSearch(search, file.name, file.owner, file.type),
  );
  const selected = data?.body.find((file) => file.id === selectedId) ?? null;

  const columns: DemoColumn<DemoFile>[] = [
    {
      key: 'name',
      title: t('demoFileManager.name'),
      sorter: byText('name'),
      render: (file) => file.name,
    },
    {
      key: 'type',
      title: t('demoFileManager.type'),
      sorter: byText('type'),
      render: (file) => t(`demoFileManager.types.${file.type}`),
      from: 'md',
    },
    {
      key: 'owner',
      title: t('demoFileManager.owner'),
      sorter: byText('owner'),
      render: (file) => file.owner,
      from: 'lg',
    },
    {
      key: 'size',
      title: t('demoFileManager.size'),
      sorter: (a, b) => a.size - b.size,
      render: (file) => formatBytes(file.size, i18n.language),
    },
    {
      key: 'modified',
      title: t('demoFileManager.modified'),
      sorter: (a, b) => Date.parse(a.modified) - Date.parse(b.modified),
      defaultSort: 'descending',
      render: (file) => formatDate(file.modified, i18n.language),
      from: 'sm',
    },
  ];

  return (
    <DemoPage title={t('demoFileManager.title')}>
      <DemoSearch label={t('demoFileManager.search')} value={search} onChange={setSearch} />
      <QueryNote isPending={isPending} error={error} />
      {data && (
        <div className="file-manager">
          <div className="demo-panel file-table">
            <DemoTable<DemoFile>
              rows={files}
              columns={columns}
              loading={false}
              emptyText={t('demoFileManager.none')}
              open={{ openedId: selectedId, onOpen: (file) => setSelectedId(file.id) }}
            />
          </div>
          <FileDetails file={selected} />
        </div>
      )}
    </DemoPage>
  );
}
