import type { ReactNode } from 'react';
import { DemoPage } from '../../features/demo/shared/demo-page.tsx';
import { usePageTitle } from '../../shared/routing/page-handle.ts';

/**
 * A demo-template page's frame (pages.ts `frame: 'demo'`, framed-page.tsx): DemoPage's header, as
 * its body draws it. A chunk of its own, loaded with the demo pages' frame only.
 */
export function DemoFrame({ paintMark, children }: { paintMark: string; children: ReactNode }) {
  return (
    <DemoPage title={usePageTitle()} paintMark={paintMark}>
      {children}
    </DemoPage>
  );
}
