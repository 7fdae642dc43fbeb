import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

/** What the router hands a signed-in page from its registry entry (app/router.tsx). */
export type PageHandle = {
  titleKey?: string;
  subtitleKey?: string;
  /** The line a role reads instead of `subtitleKey`, by role. */
  subtitleKeyFor?: Partial<Record<string, string>>;
};

/** The current page's title and subtitle keys from the page registry, where the route has them. */
export function usePageHandle(): PageHandle {
  const handle: unknown = useMatches().at(-1)?.handle;
  if (typeof handle !== 'object' || handle === null) return {};
  const { titleKey, subtitleKey, subtitleKeyFor } = handle as Record<string, unknown>;
  return {
    ...(typeof titleKey === 'string' ? { titleKey } : {}),
    ...(typeof subtitleKey === 'string' ? { subtitleKey } : {}),
    ...(typeof subtitleKeyFor === 'object' && subtitleKeyFor !== null
      ? { subtitleKeyFor: subtitleKeyFor as Partial<Record<string, string>> }
      : {}),
  };
}

/** The current page's title from the page registry, in the user's language; else the product's name. */
export function usePageTitle(): string {
  const { t } = useTranslation();
  return t(usePageHandle().titleKey ?? 'app.name');
}
