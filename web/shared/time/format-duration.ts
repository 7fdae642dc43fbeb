const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * hh:mm:ss for a number of seconds, as the seed shows test times (§2): 3600 → "01:00:00".
 * Hours do not wrap at a day; a negative or fractional figure is shown as the whole seconds ≥ 0.
 */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(whole % 60)}`;
}
