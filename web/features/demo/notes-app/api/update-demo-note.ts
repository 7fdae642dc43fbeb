import type { UpdateDemoNoteRequest } from '#openapi/demo/notes-app.ts';
import * as notesAppRoutes from '#openapi/routes/demo-notes-app.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { useNotesAppMutation } from './use-notes-app-mutation.ts';

/** POST /notes-app/update-note: Change a note. */
export function updateDemoNote(body: UpdateDemoNoteRequest) {
  return callApi(notesAppRoutes.updateDemoNote, { body });
}

export const useUpdateDemoNote = () => useNotesAppMutation(updateDemoNote);
