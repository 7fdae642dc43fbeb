import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { PageFrame } from '../../features/home/components/page-frame.tsx';

function titleKeyOf(handle: unknown): string {
  if (typeof handle === 'object' && handle !== null && 'titleKey' in handle) {
    return typeof handle.titleKey === 'string' ? handle.titleKey : 'app.name';
  }
  return 'app.name';
}

/** A route of a role's set whose page is not built yet: the frame with the page's title. */
export function Component() {
  const { t } = useTranslation();
  const match = useMatches().at(-1);
  return <PageFrame title={t(titleKeyOf(match?.handle))} />;
}
