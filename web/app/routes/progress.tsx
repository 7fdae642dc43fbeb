import { useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { PipelinePage } from '../../features/pipeline/components/pipeline-page.tsx';
import { state } from '../../shared/session/session-store.ts';
import { landingFor } from '../landing.ts';
import { PageFrame } from '../layouts/page-frame.tsx';

/** /progress/:jobname (D13, D14): a job's candidates by stage. */
export function Component() {
  const { jobname = '' } = useParams();
  const home = landingFor(useSnapshot(state).auth.user?.role ?? 'none');
  return <PipelinePage key={jobname} slug={jobname} home={home} Frame={PageFrame} />;
}
