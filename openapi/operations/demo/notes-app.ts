import {
  CreateDemoNoteRequest,
  DemoNoteResponse,
  DemoNotesResponse,
  UpdateDemoNoteRequest,
} from '../../demo/notes-app.ts';
import {
  CreateLabelRequest,
  LabelIdRequest,
  RemovedIdResponse,
  TodoIdRequest,
  TodoLabelResponse,
  TodoLabelsResponse,
  UpdateLabelRequest,
} from '../../demo/todo.ts';
import { answeredWith, refusalsOf } from '../../refusals.ts';

/** The notes app's refusals by code, shared by the demo stubs and the contract. */
export const NotesAppRefusals = {
  NOTE_NOT_FOUND: 'Note not found',
  NOTE_LABEL_NOT_FOUND: 'Label not found',
} as const;

const op = { tag: 'demo', auth: false } as const;

export const NotesAppOps = {
  demoNotes: {
    ...op,
    operationId: 'demoNotes',
    method: 'get',
    path: '/notes-app/notes',
    summary: 'The sample notes, newest change first',
    response: DemoNotesResponse,
  },
  createDemoNote: {
    ...op,
    operationId: 'createDemoNote',
    method: 'post',
    path: '/notes-app/create-note',
    summary: 'Add a note',
    body: CreateDemoNoteRequest,
    response: DemoNoteResponse,
  },
  updateDemoNote: {
    ...op,
    operationId: 'updateDemoNote',
    method: 'post',
    path: '/notes-app/update-note',
    summary: 'Change a note: title, content, labels, archived',
    body: UpdateDemoNoteRequest,
    response: DemoNoteResponse,
    ...answeredWith(404, refusalsOf(NotesAppRefusals, 'NOTE_NOT_FOUND')),
  },
  removeDemoNote: {
    ...op,
    operationId: 'removeDemoNote',
    method: 'post',
    path: '/notes-app/remove-note',
    summary: 'Delete a note',
    body: TodoIdRequest,
    response: RemovedIdResponse,
    ...answeredWith(404, refusalsOf(NotesAppRefusals, 'NOTE_NOT_FOUND')),
  },
  demoNoteLabels: {
    ...op,
    operationId: 'demoNoteLabels',
    method: 'get',
    path: '/notes-app/labels',
    summary: "The notes app's labels",
    response: TodoLabelsResponse,
  },
  createDemoNoteLabel: {
    ...op,
    operationId: 'createDemoNoteLabel',
    method: 'post',
    path: '/notes-app/create-label',
    summary: 'Add a label',
    body: CreateLabelRequest,
    response: TodoLabelResponse,
  },
  updateDemoNoteLabel: {
    ...op,
    operationId: 'updateDemoNoteLabel',
    method: 'post',
    path: '/notes-app/update-label',
    summary: 'Rename or recolour a label',
    body: UpdateLabelRequest,
    response: TodoLabelResponse,
    ...answeredWith(404, refusalsOf(NotesAppRefusals, 'NOTE_LABEL_NOT_FOUND')),
  },
  removeDemoNoteLabel: {
    ...op,
    operationId: 'removeDemoNoteLabel',
    method: 'post',
    path: '/notes-app/remove-label',
    summary: 'Delete a label and take it off every note',
    body: LabelIdRequest,
    response: RemovedIdResponse,
    ...answeredWith(404, refusalsOf(NotesAppRefusals, 'NOTE_LABEL_NOT_FOUND')),
  },
} as const;
