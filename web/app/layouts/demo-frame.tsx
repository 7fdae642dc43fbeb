import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoPage } from '../../features/demo/shared/demo-page.tsx';
import { usePageHandle } from '../../shared/routing/page-handle.ts';

/**
 * A demo-template page's frame (pages.ts `frame: 'demo'`, framed-page.tsx): DemoPage's header, as
 * its body draws it. A chunk of its own, loaded with the demo pages' frame only.
 */
export function DemoFrame({ paintMark, children }: { paintMark: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { titleKey } = usePageHandle();
  return (
    <DemoPage title={t(titleKey ?? 'app.name')} paintMark={paintMark}>
      {children}
    </DemoPage>
  );
}
