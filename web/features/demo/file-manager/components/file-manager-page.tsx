import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoFile } from '#openapi/demo/file-manager.ts';
import { type ColumnsType, Table } from '../../../../shared/ui/antd.ts';
import { DemoPage, QueryNote } from '../../shared/demo-page.tsx';
import { DemoSearch } from '../../shared/demo-search.tsx';
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

  const columns: ColumnsType<DemoFile> = [
    { key: 'name', dataIndex: 'name', title: t('demoFileManager.name'), sorter: byText('name') },
    {
      key: 'type',
      dataIndex: 'type',
      title: t('demoFileManager.type'),
      sorter: byText('type'),
      render: (type: DemoFile['type']) => t(`demoFileManager.types.${type}`),
      responsive: ['md'],
    },
    {
      key: 'owner',
      dataIndex: 'owner',
      title: t('demoFileManager.owner'),
      sorter: byText('owner'),
      responsive: ['lg'],
    },
    {
      key: 'size',
      dataIndex: 'size',
      title: t('demoFileManager.size'),
      sorter: (a, b) => a.size - b.size,
      render: (size: number) => formatBytes(size, i18n.language),
    },
    {
      key: 'modified',
      dataIndex: 'modified',
      title: t('demoFileManager.modified'),
      sorter: (a, b) => Date.parse(a.modified) - Date.parse(b.modified),
      defaultSortOrder: 'descend',
      render: (modified: string) => formatDate(modified, i18n.language),
      responsive: ['sm'],
    },
  ];

  return (
    <DemoPage title={t('demoFileManager.title')}>
      <DemoSearch label={t('demoFileManager.search')} value={search} onChange={setSearch} />
      <QueryNote isPending={isPending} error={error} />
      {data && (
        <div className="file-manager">
          <Table
            className="demo-panel file-table"
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={files}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            rowClassName={(file) => (file.id === selectedId ? 'file-row-selected' : '')}
            onRow={(file) => ({
              onClick: () => setSelectedId(file.id),
              onKeyDown: (event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  setSelectedId(file.id);
                }
              },
              tabIndex: 0,
              'aria-selected': file.id === selectedId,
            })}
          />
          <FileDetails file={selected} />
        </div>
      )}
    </DemoPage>
  );
}
