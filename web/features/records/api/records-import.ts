import * as recordRoutes from '#openapi/routes/records.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';

/** A file's bytes as base64, as the check takes them: the server reads the encoding itself (D28). */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  // In slices: String.fromCharCode takes its bytes as arguments, and a 2 MB file is too many.
  for (let at = 0; at < bytes.length; at += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(text);
}

/** POST records/v1/importPreview: the whole file checked, nothing written (D28). */
export async function previewImport(file: Blob) {
  const answer = await callApi(recordRoutes.recordsImportPreview, {
    body: { file: await base64Of(file) },
  });
  return answer.body;
}

/** POST records/v1/importConfirm: every row of a clean check written in one step. */
export async function confirmImport(importID: string) {
  const answer = await callApi(recordRoutes.recordsImportConfirm, { body: { importID } });
  return answer.body;
}
