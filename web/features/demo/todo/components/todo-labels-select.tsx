import type { DemoLabel, Todo } from '#openapi/demo/todo.ts';
import { Select, Tag } from '../../../../shared/ui/antd.ts';

/**
 * A to-do's labels as antd's select, open and with the focus: drawn once its tags are pressed
 * (todo-item.tsx), with antd, which the list itself does without. `onDone` when it loses the focus.
 */
export function TodoLabelsSelect({
  todo,
  labels,
  name,
  placeholder,
  onChange,
  onDone,
}: {
  todo: Todo;
  labels: readonly DemoLabel[];
  /** The select's accessible name. */
  name: string;
  placeholder: string;
  onChange: (ids: number[]) => void;
  onDone: () => void;
}) {
  return (
    <Select
      className="todo-labels-select"
      mode="multiple"
      size="small"
      variant="borderless"
      autoFocus
      defaultOpen
      aria-label={name}
      placeholder={placeholder}
      value={todo.labels}
      onChange={onChange}
      onBlur={onDone}
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
  );
}
