import { queryOptions, useQuery } from '@tanstack/react-query';
import * as notesAppRoutes from '#openapi/routes/demo-notes-app.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /notes-app/labels: the notes app's labels. */
export function getDemoNoteLabels() {
  return callApi(notesAppRoutes.demoNoteLabels);
}

export const getDemoNoteLabelsQueryOptions = () =>
  queryOptions({ queryKey: ['demo', 'notes-app', 'labels'], queryFn: getDemoNoteLabels });

export function useDemoNoteLabels() {
  return useQuery(getDemoNoteLabelsQueryOptions());
}
