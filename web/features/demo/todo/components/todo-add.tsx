import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input } from '../../../../shared/ui/antd.ts';
import { useCreateTodo } from '../api/create-todo.ts';

/** The line that adds a to-do by its title. */
export function TodoAdd() {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const create = useCreateTodo();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return;
    create.mutate({ title: trimmed }, { onSuccess: () => setTitle('') });
  };
  return (
    <form className="todo-add" onSubmit={submit}>
      <Input
        aria-label={t('demoTodo.newTitle')}
        placeholder={t('demoTodo.newTitle')}
        value={title}
        maxLength={200}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Button
        htmlType="submit"
        type="primary"
        icon={<PlusOutlined aria-hidden />}
        loading={create.isPending}
      >
        {t('demoTodo.add')}
      </Button>
    </form>
  );
}
