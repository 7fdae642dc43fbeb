import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemoveTemplateProfilePostRequest } from '#openapi/demo/profile.ts';
import * as routes from '#openapi/routes/demo-profile.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { getTemplateProfileQueryOptions } from './get-template-profile.ts';

/** POST /profile-app/remove-post: deletes a post. */
export function removeTemplateProfilePost(body: RemoveTemplateProfilePostRequest) {
  return callApi(routes.removeTemplateProfilePost, { body });
}

export function useRemoveTemplateProfilePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTemplateProfilePost,
    onSuccess: (_answer, _body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getTemplateProfileQueryOptions().queryKey }),
      ]),
  });
}
