import { TemplateProfilePage } from '../../features/demo/template-profile/components/template-profile-page.tsx';

/** /apps/profile: the demo template's sample profile (issue 31; the user's own is /pages/profile, D6). */
export function Component() {
  return <TemplateProfilePage />;
}
