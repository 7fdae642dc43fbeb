import type { CreateDemoNoteRequest } from '#openapi/demo/notes-app.ts';
import * as notesAppRoutes from '#openapi/routes/demo-notes-app.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { useNotesAppMutation } from './use-notes-app-mutation.ts';

/** POST /notes-app/create-note: Add a note. */
export function createDemoNote(body: CreateDemoNoteRequest) {
  return callApi(notesAppRoutes.createDemoNote, { body });
}

export const useCreateDemoNote = () => useNotesAppMutation(createDemoNote);
