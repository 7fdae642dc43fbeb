import { useMutation } from '@tanstack/react-query';
import type { CreateNotesRequest } from '#openapi/notes.ts';
import * as notesRoutes from '#openapi/routes/notes.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';

/** POST /notes/v1/createNotes: keeps a note for the signed-in user (D16). */
export function createNote(request: CreateNotesRequest) {
  return callApi(notesRoutes.createNotes, { body: request });
}

export function useCreateNote() {
  return useMutation({ mutationFn: createNote });
}
