import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '#openapi/exam.ts';

/**
 * A bank text in a UI language: Tamil when the language is Tamil and the bank has it, English
 * otherwise (the contract's promise: every text has English).
 */
export const localizedText = (text: LocalizedText, language: string): string =>
  language === 'tn' && text.tn ? text.tn : text.en;

/** Picks a bank text in the UI's language (localizedText). */
export function useLocalized(): (text: LocalizedText) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (text) => localizedText(text, language);
}
