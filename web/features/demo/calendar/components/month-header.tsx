import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../../shared/intl/cached-formats.ts';
import { localeOf } from '../../../../shared/time/format-date.ts';
import { AppButton } from '../../../../shared/ui/app-button.tsx';
import { monthsOn } from '../month-days.ts';

/** The month view's header: the month by name between previous and next buttons. */
export function MonthHeader({ month, onChange }: { month: Date; onChange: (month: Date) => void }) {
  const { t, i18n } = useTranslation();
  const name = dateTimeFormat(localeOf(i18n.language), { month: 'long', year: 'numeric' }).format(
    month,
  );
  return (
    <div className="calendar-header">
      <AppButton
        className="calendar-step"
        aria-label={t('demoCalendar.previousMonth')}
        onClick={() => onChange(monthsOn(month, -1))}
      >
        <LeftOutlined aria-hidden />
      </AppButton>
      <h2 className="calendar-month-name" aria-live="polite">
        {name}
      </h2>
      <AppButton
        className="calendar-step"
        aria-label={t('demoCalendar.nextMonth')}
        onClick={() => onChange(monthsOn(month, 1))}
      >
        <RightOutlined aria-hidden />
      </AppButton>
    </div>
  );
}
