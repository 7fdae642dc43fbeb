import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LabelColorName, labelColors } from '#openapi/demo/demo-values.ts';
import type { DemoLabel } from '#openapi/demo/todo.ts';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import { Tag } from '../../../shared/ui/tag.tsx';
import { TextInput } from '../../../shared/ui/text-input.tsx';
import './label-editor.css';

/**
 * The labels of the to-do or notes app: delete one (it leaves every item) or add one with a colour.
 * Native controls drawn as antd's: the to-do list draws no antd (issue 29).
 */
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
            <Tag tone={label.color}>{label.title}</Tag>
            <button
              type="button"
              className="demo-icon-button demo-icon-button-danger demo-tap"
              aria-label={t('demoLabels.delete', { title: label.title })}
              onClick={() => onRemove(label.id)}
            >
              <DeleteOutlined aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <form className="label-editor-form" onSubmit={submit}>
        <TextInput
          className="demo-tap"
          aria-label={t('demoLabels.new')}
          placeholder={t('demoLabels.new')}
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
        />
        <select
          className="text-input label-editor-colour demo-tap"
          aria-label={t('demoLabels.color')}
          value={color}
          onChange={(event) =>
            setColor(labelColors.find((value) => value === event.target.value) ?? color)
          }
        >
          {labelColors.map((value) => (
            <option key={value} value={value}>
              {t(`demoLabels.colors.${value}`)}
            </option>
          ))}
        </select>
        <AppButton className="demo-tap" submit>
          {t('demoLabels.add')}
        </AppButton>
      </form>
    </section>
  );
}
