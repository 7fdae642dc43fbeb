import { AcademyApp } from '../../features/demo/academy/components/academy-app.tsx';

/** /apps/academy: the demo template's courses (issue 31). */
export function Component() {
  return <AcademyApp />;
}
