import { useMutation } from '@tanstack/react-query';
import type { CreateNotesRequest, CreateNotesResponse } from '#openapi/notes.ts';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** POST /notes/v1/createNotes: keeps a note for the signed-in user (D16). */
export function createNote(request: CreateNotesRequest): Promise<CreateNotesResponse> {
  return apiRequest<CreateNotesResponse>('notes/v1/createNotes', { method: 'POST', body: request });
}

export function useCreateNote() {
  return useMutation({ mutationFn: createNote });
}
