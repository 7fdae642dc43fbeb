import { StudentsPage } from '../../features/records/components/students-page.tsx';
import { PageFrame } from '../layouts/page-frame.tsx';
import '../../features/records/components/records.css';

/** /students (D28): the institute admin's students, their academic records and the CSV import. */
export function Component() {
  return (
    <PageFrame>
      <StudentsPage />
    </PageFrame>
  );
}
