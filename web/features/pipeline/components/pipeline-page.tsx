import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useJob } from '../../../shared/recruitment/api/job-get.ts';
import { LoadingNote } from '../../../shared/ui/loading-note.tsx';
import { useDrawnAnswer } from '../../../shared/ui/use-drawn-answer.ts';
import { PipelineBoard } from './pipeline-board.tsx';
import { PipelineRefusal } from './pipeline-refusal.tsx';

/** The page's frame (the app's PageFrame): the title it shows and sets as the document's. */
export type PageFrameComponent = ComponentType<{ title: string; children: ReactNode }>;

/**
 * /progress/:jobname: the job by its slug, then its board. The server's answer decides: a job it
 * does not show this caller, or one shown without candidate figures (a student's, an institute
 * admin's view of it), gets a refusal and no candidate at all.
 */
export function PipelinePage({
  slug,
  home,
  Frame,
}: {
  slug: string;
  home: string;
  Frame: PageFrameComponent;
}) {
  const { t } = useTranslation();
  const job = useJob(slug);
  // Issue 29: the board, drawn as the job came, was one task of 156-275 ms at 4× CPU.
  const { shown: detail, loading } = useDrawnAnswer(job.data?.body, job.isPending);
  if (detail?.stageCounts) {
    return (
      <Frame title={t('pipeline.title', { title: detail.job.title })}>
        <PipelineBoard detail={detail} counts={detail.stageCounts} />
      </Frame>
    );
  }
  return (
    <Frame title={t('pages.progress')}>
      {loading ? (
        <LoadingNote className="page-note" />
      ) : (
        <PipelineRefusal error={job.error} home={home} />
      )}
    </Frame>
  );
}
