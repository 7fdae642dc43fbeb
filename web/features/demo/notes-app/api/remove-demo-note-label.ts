import * as notesAppRoutes from '#openapi/routes/demo-notes-app.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { useNotesAppMutation } from './use-notes-app-mutation.ts';

/** POST /notes-app/remove-label: Delete a label and take it off every note. */
export function removeDemoNoteLabel(id: number) {
  return callApi(notesAppRoutes.removeDemoNoteLabel, { body: { id } });
}

export const useRemoveDemoNoteLabel = () => useNotesAppMutation(removeDemoNoteLabel);
