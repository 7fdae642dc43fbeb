import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateProfileAboutFields } from '#openapi/demo/profile.ts';
import * as routes from '#openapi/routes/demo-profile.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { getTemplateProfileQueryOptions } from './get-template-profile.ts';

/** POST /profile-app/update-about: replaces headline, location, about and skills. */
export function updateTemplateProfileAbout(body: TemplateProfileAboutFields) {
  return callApi(routes.updateTemplateProfileAbout, { body });
}

export function useUpdateTemplateProfileAbout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTemplateProfileAbout,
    onSuccess: (_answer, _body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getTemplateProfileQueryOptions().queryKey }),
      ]),
  });
}
