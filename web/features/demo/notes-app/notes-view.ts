/** Notes, archived notes, or one label's notes. */
export type View = 'notes' | 'archived' | number;

/** The view a select's option names: `notes`, `archived`, or a label's id as written. */
export const viewOf = (raw: string): View =>
  raw === 'notes' || raw === 'archived' ? raw : Number(raw);
