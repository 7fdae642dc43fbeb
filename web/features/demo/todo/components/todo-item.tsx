import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import ExclamationCircleOutlined from '@ant-design/icons/ExclamationCircleOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import StarOutlined from '@ant-design/icons/StarOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
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
        <Select
          className="todo-labels-select"
          mode="multiple"
          size="small"
          variant="borderless"
          disabled={todo.deleted}
          aria-label={t('demoTodo.labelsOf', { title: todo.title })}
          placeholder={t('demoTodo.addLabels')}
          value={todo.labels}
          onChange={(ids: number[]) => change({ labels: ids })}
          options={labels.map((label) => ({ value: label.id, label: label.title }))}
          tagRender={({ value, closable, onClose }) => {
            const label = labels.find((item) => item.id === value);
            return (
              <Tag color={label?.color} closable={closable} onClose={onClose}>
                {label?.title}
              </Tag>
            );
          }}
        />
      </div>
    </li>
  );
}
