import { useTranslation } from 'react-i18next';
import { type Language, supportedLanguages } from '../../../i18n/index.ts';
import './language-switch.css';

/** Each language named in itself (D17), so a reader finds theirs whatever is showing. */
const languageNames: Record<Language, string> = { en: 'English', tn: 'தமிழ்' };

/**
 * English / தமிழ் (D17). i18next's detector caches the choice in the `i18next` cookie and local
 * storage, so it survives a reload; the API client sends it as Accept-Language.
 */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage === 'tn' ? 'tn' : 'en';
  return (
    <fieldset className={`language-switch language-switch-${tone}`}>
      <legend className="visually-hidden">{t('shell.language')}</legend>
      {supportedLanguages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language === 'tn' ? 'ta' : 'en'}
          aria-pressed={current === language}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {languageNames[language]}
        </button>
      ))}
    </fieldset>
  );
}
