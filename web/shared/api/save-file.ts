/**
 * Offers a downloaded file to the person under `fileName` (the results CSV, the records template):
 * a link clicked in code, since the call needed the Authorization header a plain link cannot send.
 */
export function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the next task may free it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
