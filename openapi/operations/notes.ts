import { CreateNotesRequest, CreateNotesResponse } from '../notes.ts';

export const NotesOps = {
  createNotes: {
    operationId: 'createNotes',
    method: 'post',
    path: '/notes/v1/createNotes',
    tag: 'seed',
    summary: 'Create a note for the caller (D16)',
    auth: true,
    body: CreateNotesRequest,
    response: CreateNotesResponse,
  },
} as const;
