/** A byte count as people read it: 243 KB, 47.1 MB (powers of 1024, as file managers show). */
export function formatBytes(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString(language, { maximumFractionDigits: digits })} ${units[unit]}`;
}

/** A date (and with `time`, the time) in the reader's language. */
export function formatDate(iso: string, language: string, time = false): string {
  return new Date(iso).toLocaleString(language === 'tn' ? 'ta-IN' : 'en-IN', {
    dateStyle: 'medium',
    ...(time ? { timeStyle: 'short' } : {}),
  });
}
