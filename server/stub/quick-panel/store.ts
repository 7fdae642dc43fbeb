import type { Bookmark } from '#openapi/bookmark.ts';
import type { Note } from '#openapi/notes.ts';

/** The quick panel's slice of the store: every user's bookmarks and notes (D16). */
export type QuickPanelStore = {
  bookmarks: (Bookmark & { UserID: number })[];
  notes: (Note & { UserID: number })[];
  nextRecordID: number;
};

export const seedQuickPanel = (): QuickPanelStore => ({
  bookmarks: [],
  notes: [],
  nextRecordID: 1,
});
