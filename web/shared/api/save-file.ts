/**
 * Offers a downloaded file (a CSV export) to the user under a name, as a link's download would:
 * the export calls need the Authorization header, so a plain link cannot fetch them.
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
