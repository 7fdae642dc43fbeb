import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { LoadingNote } from '../../../shared/ui/loading-note.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';

/**
 * What a demo page shows of one query: a loader while it comes, the refusal's words when it fails
 * (a 404 names what was not found), else the page drawn from its data.
 */
export function QueryState<Data>({
  query,
  children,
}: {
  query: { data?: Data; error: unknown; isPending: boolean };
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.error) return <Notice tone="error" title={errorMessage(query.error, t)} />;
  return <LoadingNote className="demo-muted" />;
}
