import { queryOptions, useQuery } from '@tanstack/react-query';
import * as notesAppRoutes from '#openapi/routes/demo-notes-app.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /notes-app/notes: the sample notes, newest change first. */
export function getDemoNotes() {
  return callApi(notesAppRoutes.demoNotes);
}

export const getDemoNotesQueryOptions = () =>
  queryOptions({ queryKey: ['demo', 'notes-app', 'notes'], queryFn: getDemoNotes });

export function useDemoNotes() {
  return useQuery(getDemoNotesQueryOptions());
}
