import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import ExclamationCircleOutlined from '@ant-design/icons/ExclamationCircleOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import StarOutlined from '@ant-design/icons/StarOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoLabel, Todo } from '#openapi/demo/todo.ts';
import { Button, Checkbox, Select, Tag } from '../../../../shared/ui/antd.ts';
import { formatDate } from '../../shared/format.ts';
import { useRemoveTodo } from '../api/remove-todo.ts';
import { useRestoreTodo } from '../api/restore-todo.ts';
import { useUpdateTodo } from '../api/update-todo.ts';

/** One to-do: complete, star, mark important, label, delete (softly) or, when deleted, restore. */
export function TodoItem({ todo, labels }: { todo: Todo; labels: readonly DemoLabel[] }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateTodo();
  const remove = useRemoveTodo();
  const restore = useRestoreTodo();
  const change = (changes: Omit<Parameters<typeof update.mutate>[0], 'id'>) =>
    update.mutate({ id: todo.id, ...changes });

  return (
    <li className="demo-panel todo-item" data-completed={todo.completed}>
      <div className="todo-item-top">
        <Checkbox
          checked={todo.completed}
          disabled={todo.deleted}
          onChange={(event) => change({ completed: event.target.checked })}
        >
          <span className="todo-title">{todo.title}</span>
        </Checkbox>
        <div className="todo-actions">
          {todo.deleted ? (
            <Button icon={<UndoOutlined aria-hidden />} onClick={() => restore.mutate(todo.id)}>
              {t('demoTodo.restore')}
            </Button>
          ) : (
            <>
              <Button
                type="text"
                aria-pressed={todo.starred}
                aria-label={t('demoTodo.starred')}
                icon={todo.starred ? <StarFilled className="todo-star" /> : <StarOutlined />}
                onClick={() => change({ starred: !todo.starred })}
              />
              <Button
                type="text"
                aria-pressed={todo.important}
                aria-label={t('demoTodo.important')}
                icon={
                  todo.important ? (
                    <ExclamationCircleFilled className="todo-important" />
                  ) : (
                    <ExclamationCircleOutlined />
                  )
                }
                onClick={() => change({ important: !todo.important })}
              />
              <Button
                type="text"
                danger
                aria-label={t('demoTodo.delete', { title: todo.title })}
                icon={<DeleteOutlined />}
                onClick={() => remove.mutate(todo.id)}
              />
            </>
          )}
        </div>
      </div>
      {todo.notes && <p className="todo-notes">{todo.notes}</p>}
      <div className="todo-item-bottom">
        {todo.dueDate && (
          <Tag>{t('demoTodo.due', { date: formatDate(todo.dueDate, i18n.language) })}</Tag>
        )}
        <TodoLabels
          todo={todo}
          labels={labels}
          onChange={(ids: number[]) => change({ labels: ids })}
        />
      </div>
    </li>
  );
}

/**
 * A to-do's labels: its tags in a button that opens antd's labels select in their place, open,
 * until it loses the focus. Each item drew the select at once before: rc-select measured every
 * item's input in the page's first commit, a forced layout of 85-107 ms of a 219-246 ms task on a
 * phone (issue 29).
 */
function TodoLabels({
  todo,
  labels,
  onChange,
}: {
  todo: Todo;
  labels: readonly DemoLabel[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const name = t('demoTodo.labelsOf', { title: todo.title });
  const tag = (id: number, close?: { closable: boolean; onClose: () => void }) => {
    const label = labels.find((item) => item.id === id);
    return (
      <Tag key={id} color={label?.color} {...close}>
        {label?.title}
      </Tag>
    );
  };
  if (!editing) {
    return (
      <button
        type="button"
        className="todo-labels-button demo-tap"
        aria-label={t('demoTodo.labelsNamed', {
          title: todo.title,
          labels:
            todo.labels
              .map((id) => labels.find((item) => item.id === id)?.title)
              .filter(Boolean)
              .join(', ') || t('demoTodo.addLabels'),
        })}
        disabled={todo.deleted}
        onClick={() => setEditing(true)}
      >
        {todo.labels.length > 0 ? (
          todo.labels.map((id) => tag(id))
        ) : (
          <span className="todo-labels-placeholder">{t('demoTodo.addLabels')}</span>
        )}
      </button>
    );
  }
  return (
    <Select
      className="todo-labels-select"
      mode="multiple"
      size="small"
      variant="borderless"
      autoFocus
      defaultOpen
      aria-label={name}
      placeholder={t('demoTodo.addLabels')}
      value={todo.labels}
      onChange={onChange}
      onBlur={() => setEditing(false)}
      options={labels.map((label) => ({ value: label.id, label: label.title }))}
      tagRender={({ value, closable, onClose }) => tag(Number(value), { closable, onClose })}
    />
  );
}
