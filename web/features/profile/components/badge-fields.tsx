import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useTranslation } from 'react-i18next';
import { profileBadgesMax } from '#openapi/field-rules.ts';
import { Button, Form, Input, Select } from '../../../shared/ui/antd.ts';
import type { profileRules } from '../profile-form-rules.ts';

/** HackerRank gives one to six stars. */
const starCounts = [1, 2, 3, 4, 5, 6];

/** The profile form's HackerRank badges (D20): a name and its stars each, up to the contract's limit. */
export function BadgeFields({ rules }: { rules: ReturnType<typeof profileRules> }) {
  const { t } = useTranslation();
  const starOptions = starCounts.map((count) => ({
    value: count,
    label: t('profile.about.stars', { count }),
  }));
  return (
    <Form.List name="hackerRankBadges" rules={rules.badges}>
      {(fields, { add, remove }, { errors }) => (
        <fieldset className="profile-badge-fields">
          <legend>{t('profile.about.badges')}</legend>
          {fields.map(({ key, name }) => (
            <div key={key} className="profile-badge-row">
              <Form.Item
                name={[name, 'name']}
                label={t('profile.edit.badgeName', { number: name + 1 })}
                rules={rules.badgeName}
                className="profile-badge-name-field"
              >
                <Input />
              </Form.Item>
              <Form.Item
                name={[name, 'stars']}
                label={t('profile.edit.badgeStars', { number: name + 1 })}
                rules={[{ required: true }]}
                className="profile-badge-stars-field"
              >
                <Select options={starOptions} />
              </Form.Item>
              <Button
                className="profile-badge-remove"
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('profile.edit.removeBadge', { number: name + 1 })}
                onClick={() => remove(name)}
              />
            </div>
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            icon={<PlusOutlined aria-hidden />}
            disabled={fields.length >= profileBadgesMax}
            onClick={() => add({ name: '', stars: 1 })}
          >
            {t('profile.edit.addBadge')}
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}
