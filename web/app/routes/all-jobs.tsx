import { InstituteJobBoard } from '../../features/job-board/components/institute-job-board.tsx';
import { PageFrame } from '../layouts/page-frame.tsx';

/** /alljobs (D14): the jobs open to the institute admin's institute. */
export function Component() {
  return (
    <PageFrame>
      <InstituteJobBoard />
    </PageFrame>
  );
}
