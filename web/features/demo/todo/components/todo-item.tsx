import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import ExclamationCircleOutlined from '@ant-design/icons/ExclamationCircleOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import StarOutlined from '@ant-design/icons/StarOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import { Fragment, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoLabel, Todo } from '#openapi/demo/todo.ts';
import { AppButton } from '../../../../shared/ui/app-button.tsx';
import { lazyWithAntd } from '../../../../shared/ui/lazy-with-antd.ts';
import { Tag } from '../../../../shared/ui/tag.tsx';
import { formatDate } from '../../shared/format.ts';
import { useRemoveTodo } from '../api/remove-todo.ts';
import { useRestoreTodo } from '../api/restore-todo.ts';
import { useUpdateTodo } from '../api/update-todo.ts';

// antd's select comes with the first to-do whose labels are pressed: the list draws no antd
// (issue 29: every item's select measured its input in the list's first commit, 85-107 ms of a
// 219-246 ms task on a phone, and antd's buttons, checkboxes and style engine came with them).
const TodoLabelsSelect = lazyWithAntd(() =>
  Promise.all([
    import('./todo-labels-select.tsx'),
    import('../../../../shared/ui/antd-root.tsx'),
  ]).then(([module, antdRoot]) => ({ Component: module.TodoLabelsSelect, antdRoot })),
);

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
        <label className="demo-check demo-tap">
          <input
            type="checkbox"
            checked={todo.completed}
            disabled={todo.deleted}
            onChange={(event) => change({ completed: event.target.checked })}
          />
          <span className="todo-title">{todo.title}</span>
        </label>
        <div className="todo-actions">
          {todo.deleted ? (
            <AppButton className="demo-tap" onClick={() => restore.mutate(todo.id)}>
              <UndoOutlined aria-hidden />
              {t('demoTodo.restore')}
            </AppButton>
          ) : (
            <>
              <ToggleIcon
                label={t('demoTodo.starred')}
                on={todo.starred}
                onIcon={<StarFilled className="todo-star" aria-hidden />}
                offIcon={<StarOutlined aria-hidden />}
                onToggle={() => change({ starred: !todo.starred })}
              />
              <ToggleIcon
                label={t('demoTodo.important')}
                on={todo.important}
                onIcon={<ExclamationCircleFilled className="todo-important" aria-hidden />}
                offIcon={<ExclamationCircleOutlined aria-hidden />}
                onToggle={() => change({ important: !todo.important })}
              />
              <button
                type="button"
                className="demo-icon-button demo-icon-button-danger demo-tap"
                aria-label={t('demoTodo.delete', { title: todo.title })}
                onClick={() => remove.mutate(todo.id)}
              >
                <DeleteOutlined aria-hidden />
              </button>
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
 * until it loses the focus.
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
  const named = todo.labels.flatMap((id) => labels.filter((label) => label.id === id));
  const tags = (
    <button
      type="button"
      className="todo-labels-button demo-tap"
      aria-label={t('demoTodo.labelsNamed', {
        title: todo.title,
        labels: named.map((label) => label.title).join(', ') || t('demoTodo.addLabels'),
      })}
      disabled={todo.deleted}
      {...TodoLabelsSelect.prefetchOn}
      onClick={() => setEditing(true)}
    >
      {named.length > 0 ? (
        named.map((label, index) => (
          // A space between the tags: the words a reader sees are the name's (axe's label in name).
          <Fragment key={label.id}>
            {index > 0 ? ' ' : null}
            <Tag tone={label.color}>{label.title}</Tag>
          </Fragment>
        ))
      ) : (
        <span className="todo-labels-placeholder">{t('demoTodo.addLabels')}</span>
      )}
    </button>
  );
  if (!editing) return tags;
  return (
    <Suspense fallback={tags}>
      <TodoLabelsSelect
        todo={todo}
        labels={labels}
        name={t('demoTodo.labelsOf', { title: todo.title })}
        placeholder={t('demoTodo.addLabels')}
        onChange={onChange}
        onDone={() => setEditing(false)}
      />
    </Suspense>
  );
}

/** A to-do's mark (starred, important) as a pressed-or-not icon button. */
function ToggleIcon(props: {
  label: string;
  on: boolean;
  onIcon: ReactNode;
  offIcon: ReactNode;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className="demo-icon-button demo-tap"
      aria-pressed={props.on}
      aria-label={props.label}
      onClick={props.onToggle}
    >
      {props.on ? props.onIcon : props.offIcon}
    </button>
  );
}
