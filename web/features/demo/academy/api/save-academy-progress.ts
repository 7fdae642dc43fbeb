import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcademyProgressRequest } from '#openapi/demo/academy.ts';
import * as routes from '#openapi/routes/demo-academy.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { getAcademyCourseQueryOptions } from './get-academy-course.ts';
import { academyCourseListsKey } from './get-academy-courses.ts';

/** POST /academy-app/course/progress: stores how many steps are done; the course and the lists are refetched. */
export function saveAcademyProgress(body: AcademyProgressRequest) {
  return callApi(routes.academyProgress, { body });
}

export function useSaveAcademyProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAcademyProgress,
    onSuccess: (_answer, body) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: getAcademyCourseQueryOptions(body.courseId).queryKey,
        }),
        queryClient.invalidateQueries({ queryKey: academyCourseListsKey }),
      ]),
  });
}
