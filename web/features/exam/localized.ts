import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '#openapi/exam.ts';

/**
 * Picks a bank text in the UI's language: Tamil when the student reads Tamil and the bank has it,
 * English otherwise (the contract's promise: every text has English).
 */
export function useLocalized(): (text: LocalizedText) => string {
  const { i18n } = useTranslation();
  const tamil = (i18n.resolvedLanguage ?? i18n.language) === 'tn';
  return (text) => (tamil && text.tn ? text.tn : text.en);
}
