import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../../../shared/ui/app-button.tsx';
import { TextInput } from '../../../../shared/ui/text-input.tsx';
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
      <TextInput
        className="demo-tap"
        aria-label={t('demoTodo.newTitle')}
        placeholder={t('demoTodo.newTitle')}
        value={title}
        maxLength={200}
        onChange={(event) => setTitle(event.target.value)}
      />
      <AppButton variant="primary" submit loading={create.isPending}>
        <PlusOutlined aria-hidden />
        {t('demoTodo.add')}
      </AppButton>
    </form>
  );
}
