/** An instant as a datetime-local input's value, in the reader's time zone ("2025-01-15T15:00"). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local input's value (the reader's time zone) as an ISO instant. */
export function fromLocalInput(value: string): string {
  return new Date(value).toISOString();
}
