import { useTranslation } from 'react-i18next';
import type { RecordStudent } from '#openapi/records.ts';
import { Drawer } from '../../../shared/ui/antd.ts';
import { useMediaQuery } from '../../../shared/ui/use-media-query.ts';
import { RecordForm } from './record-form.tsx';
import { RecordHistoryList } from './record-history-list.tsx';

type Props = {
  student: RecordStudent | null;
  instituteID: number | undefined;
  onClose: () => void;
  onSaved: () => void;
};

/** One student's record to correct, with its kept changes under it (D28); full width on a phone. */
export function RecordDrawer({ student, instituteID, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 575px)');
  return (
    <Drawer
      open={student !== null}
      onClose={onClose}
      title={student ? t('records.drawerTitle', { name: student.displayName }) : ''}
      size={phone ? '100%' : 480}
      destroyOnHidden
    >
      {student ? (
        <>
          <p className="records-email">{student.email}</p>
          <RecordForm
            key={student.UserID}
            student={student}
            instituteID={instituteID}
            onSaved={onSaved}
          />
          <RecordHistoryList UserID={student.UserID} />
        </>
      ) : null}
    </Drawer>
  );
}
