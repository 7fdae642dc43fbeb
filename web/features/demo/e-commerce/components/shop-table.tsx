import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { type Key, useState } from 'react';
import { Button, type ColumnsType, Table } from '../../../../shared/ui/antd.ts';

const PAGE_SIZE = 10;

/**
 * A store table (products, orders): sortable columns, ten rows a page, and rows picked with their
 * checkboxes removed together.
 */
export function ShopTable<Row extends { id: string }>({
  rows,
  columns,
  loading,
  emptyText,
  selectLabel,
  removeLabel,
  removing,
  onRemove,
}: {
  rows: Row[];
  columns: ColumnsType<Row>;
  loading: boolean;
  emptyText: string;
  /** The accessible name of a row's checkbox. */
  selectLabel: (row: Row) => string;
  /** The remove button's words for this many picked rows. */
  removeLabel: (count: number) => string;
  removing: boolean;
  /** Removes the picked rows; `done` clears the pick once they are gone. */
  onRemove: (ids: string[], done: () => void) => void;
}) {
  const [selected, setSelected] = useState<Key[]>([]);
  return (
    <>
      <div className="shop-selection" aria-live="polite">
        {selected.length > 0 && (
          <Button
            danger
            className="shop-action"
            icon={<DeleteOutlined aria-hidden />}
            loading={removing}
            onClick={() => onRemove(selected.map(String), () => setSelected([]))}
          >
            {removeLabel(selected.length)}
          </Button>
        )}
      </div>
      <Table<Row>
        className="shop-table"
        rowKey="id"
        loading={loading}
        columns={columns}
        dataSource={rows}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: setSelected,
          getCheckboxProps: (row) => ({ 'aria-label': selectLabel(row) }),
        }}
        pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
        locale={{ emptyText }}
      />
    </>
  );
}
