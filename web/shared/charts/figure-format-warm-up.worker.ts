// The worker of figure-format-warm-up.ts: makes a number and a date writer for the UI language it
// is named after, which readies the browser's shared locale data, then ends.
import { localeOf } from '../time/format-date.ts';

const locale = localeOf(self.name);
new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(1.5);
new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0);
self.close();
