import { localeOf } from '../time/format-date.ts';
import { numberFormat } from './cached-formats.ts';

/** An amount in rupees as the UI language writes it: "₹1,23,456.00". */
export function formatMoney(amount: number, language: string | undefined): string {
  return numberFormat(localeOf(language), { style: 'currency', currency: 'INR' }).format(amount);
}
