import type { CreateLabelRequest } from '#openapi/demo/todo.ts';
import * as notesAppRoutes from '#openapi/routes/demo-notes-app.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { useNotesAppMutation } from './use-notes-app-mutation.ts';

/** POST /notes-app/create-label: Add a label. */
export function createDemoNoteLabel(body: CreateLabelRequest) {
  return callApi(notesAppRoutes.createDemoNoteLabel, { body });
}

export const useCreateDemoNoteLabel = () => useNotesAppMutation(createDemoNoteLabel);
