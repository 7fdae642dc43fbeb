import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LabelColorName, labelColors } from '#openapi/demo/demo-values.ts';
import type { DemoLabel } from '#openapi/demo/todo.ts';
import { Button, Input, Select, Tag } from '../../../shared/ui/antd.ts';
import './label-editor.css';

/** The labels of the to-do or notes app: delete one (it leaves every item) or add one with a colour. */
export function LabelEditor({
  labels,
  onCreate,
  onRemove,
}: {
  labels: readonly DemoLabel[];
  /** Adds the label; resolves when the app's lists are refetched. */
  onCreate: (label: { title: string; color: LabelColorName }) => Promise<unknown>;
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [color, setColor] = useState<LabelColorName>('blue');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    await onCreate({ title: title.trim(), color });
    setTitle('');
  };
  return (
    <section className="label-editor" aria-labelledby="label-editor-title">
      <h2 id="label-editor-title" className="label-editor-title">
        {t('demoLabels.title')}
      </h2>
      <ul className="label-editor-list">
        {labels.map((label) => (
          <li key={label.id}>
            <Tag color={label.color}>{label.title}</Tag>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('demoLabels.delete', { title: label.title })}
              onClick={() => onRemove(label.id)}
            />
          </li>
        ))}
      </ul>
      <form className="label-editor-form" onSubmit={submit}>
        <Input
          aria-label={t('demoLabels.new')}
          placeholder={t('demoLabels.new')}
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Select
          aria-label={t('demoLabels.color')}
          value={color}
          onChange={setColor}
          options={labelColors.map((value) => ({ value, label: t(`demoLabels.colors.${value}`) }))}
        />
        <Button htmlType="submit">{t('demoLabels.add')}</Button>
      </form>
    </section>
  );
}
