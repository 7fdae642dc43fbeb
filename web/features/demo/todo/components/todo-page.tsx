import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../../../shared/ui/app-button.tsx';
import { DemoPage, QueryNote } from '../../shared/demo-page.tsx';
import { LabelEditor } from '../../shared/label-editor.tsx';
import { useCreateTodoLabel } from '../api/create-todo-label.ts';
import { useTodoLabels } from '../api/get-todo-labels.ts';
import { useTodos } from '../api/get-todos.ts';
import { useRemoveTodoLabel } from '../api/remove-todo-label.ts';
import { filterTodos, fixedFilters, type TodoFilter } from '../todo-filter.ts';
import { TodoAdd } from './todo-add.tsx';
import { TodoItem } from './todo-item.tsx';
import './todo.css';
import { useDrawnAnswer } from '../../../../shared/ui/use-drawn-answer.ts';

/** /apps/todo: the to-dos under a filter (Deleted shows the soft-deleted ones), add, labels (D18). */
export function TodoPage() {
  const { t } = useTranslation();
  const todos = useTodos();
  const labels = useTodoLabels();
  const createLabel = useCreateTodoLabel();
  const removeLabel = useRemoveTodoLabel();
  const [filter, setFilter] = useState<TodoFilter>('all');
  // Issue 29: the to-dos and their labels, drawn as they came, were one task of 476 ms at 4× CPU.
  const { shown: todoList } = useDrawnAnswer(todos.data?.body, todos.isPending);
  const { shown: labelList } = useDrawnAnswer(labels.data?.body, labels.isPending);
  const shown = todoList ? filterTodos(todoList, filter) : [];
  // The to-dos show with their labels, not before: the labels' filters wrapped the bar onto a
  // second row over a phone's list as they came (issue 29: a layout shift of 0.61).
  const labelsIn = labelList !== undefined || labels.isError;
  const filters: { key: TodoFilter; label: string }[] = [
    ...fixedFilters.map((key) => ({ key, label: t(`demoTodo.filters.${key}`) })),
    ...(labelList ?? []).map((label) => ({ key: label.id, label: label.title })),
  ];

  return (
    <DemoPage title={t('demoTodo.title')}>
      {labelsIn ? (
        <div className="todo-app">
          <nav className="todo-filters" aria-label={t('demoTodo.filters.label')}>
            {filters.map(({ key, label }) => (
              <AppButton
                key={key}
                className="demo-tap"
                variant={filter === key ? 'primary' : 'default'}
                aria-pressed={filter === key}
                onClick={() => setFilter(key)}
              >
                {label}
              </AppButton>
            ))}
          </nav>
          <div className="todo-main">
            {filter !== 'deleted' && <TodoAdd />}
            <QueryNote isPending={todoList === undefined && !todos.isError} error={todos.error} />
            {todoList && shown.length === 0 && <p className="todo-empty">{t('demoTodo.empty')}</p>}
            <ul className="todo-list" aria-label={filters.find((f) => f.key === filter)?.label}>
              {shown.map((todo) => (
                <TodoItem key={todo.id} todo={todo} labels={labelList ?? []} />
              ))}
            </ul>
            <LabelEditor
              labels={labelList ?? []}
              onCreate={createLabel.mutateAsync}
              onRemove={(id) => {
                removeLabel.mutate(id);
                // A filter on the deleted label would show nothing; go back to all.
                if (filter === id) setFilter('all');
              }}
            />
          </div>
        </div>
      ) : (
        <QueryNote isPending error={null} />
      )}
    </DemoPage>
  );
}
