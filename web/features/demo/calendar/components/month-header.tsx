import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../../shared/intl/cached-formats.ts';
import { localeOf } from '../../../../shared/time/format-date.ts';
import { Button } from '../../../../shared/ui/antd.ts';

/**
 * The month view's header: the month by name between previous and next buttons (antd's own header
 * has a year and a month select without labels, which screen readers cannot name).
 */
export function MonthHeader({
  month,
  onChange,
}: {
  month: Dayjs;
  onChange: (date: Dayjs) => void;
}) {
  const { t, i18n } = useTranslation();
  const name = dateTimeFormat(localeOf(i18n.language), { month: 'long', year: 'numeric' }).format(
    month.toDate(),
  );
  return (
    <div className="calendar-header">
      <Button
        icon={<LeftOutlined />}
        aria-label={t('demoCalendar.previousMonth')}
        onClick={() => onChange(month.subtract(1, 'month'))}
      />
      <h2 className="calendar-month-name" aria-live="polite">
        {name}
      </h2>
      <Button
        icon={<RightOutlined />}
        aria-label={t('demoCalendar.nextMonth')}
        onClick={() => onChange(month.add(1, 'month'))}
      />
    </div>
  );
}
