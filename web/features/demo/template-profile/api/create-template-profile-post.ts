import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTemplateProfilePostRequest } from '#openapi/demo/profile.ts';
import * as routes from '#openapi/routes/demo-profile.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { getTemplateProfileQueryOptions } from './get-template-profile.ts';

/** POST /profile-app/create-post: posts on the timeline. */
export function createTemplateProfilePost(body: CreateTemplateProfilePostRequest) {
  return callApi(routes.createTemplateProfilePost, { body });
}

export function useCreateTemplateProfilePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplateProfilePost,
    onSuccess: (_answer, _body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getTemplateProfileQueryOptions().queryKey }),
      ]),
  });
}
