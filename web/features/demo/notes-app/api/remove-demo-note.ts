import * as notesAppRoutes from '#openapi/routes/demo-notes-app.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { useNotesAppMutation } from './use-notes-app-mutation.ts';

/** POST /notes-app/remove-note: Delete a note. */
export function removeDemoNote(id: number) {
  return callApi(notesAppRoutes.removeDemoNote, { body: { id } });
}

export const useRemoveDemoNote = () => useNotesAppMutation(removeDemoNote);
