import { useTranslation } from 'react-i18next';
import { type Language, supportedLanguages } from '../../../i18n/index.ts';
import './language-switch.css';

/** Each language named in itself (D17), so a reader finds theirs whatever is showing. */
const languageNames: Record<Language, string> = { en: 'English', tn: 'தமிழ்' };

/** The language tag of each language's own words (`tn` is the seed's code for Tamil, `ta`). */
const languageTags: Record<Language, string> = { en: 'en', tn: 'ta' };

/**
 * English / தமிழ் (D17). i18next's detector caches the choice in the `i18next` cookie and local
 * storage, so it survives a reload; the API client sends it as Accept-Language. `compact` (the
 * phone toolbar, where two buttons do not fit) shows only the language one can switch to.
 */
export function LanguageSwitch({
  tone = 'light',
  compact = false,
}: {
  tone?: 'light' | 'dark';
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage === 'tn' ? 'tn' : 'en';
  const offered = compact
    ? supportedLanguages.filter((language) => language !== current)
    : supportedLanguages;
  return (
    <fieldset
      className={`language-switch language-switch-${tone}${compact ? ' language-switch-compact' : ''}`}
    >
      <legend className="visually-hidden">{t('shell.language')}</legend>
      {offered.map((language) => (
        <button
          key={language}
          type="button"
          lang={languageTags[language]}
          // Pressed shows the current language; the compact switch only offers the other one.
          aria-pressed={compact ? undefined : current === language}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {languageNames[language]}
        </button>
      ))}
    </fieldset>
  );
}
