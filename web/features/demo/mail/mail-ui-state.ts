import { proxy } from 'valtio';

/** The mail page's own toggles: the folder drawer of narrow screens. */
export const mailUi = proxy({ foldersOpen: false });

export function openMailFolders(): void {
  mailUi.foldersOpen = true;
}

export function closeMailFolders(): void {
  mailUi.foldersOpen = false;
}
