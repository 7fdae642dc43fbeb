import { useMutation } from '@tanstack/react-query';
import * as userRoutes from '#openapi/routes/user.gen.ts';
import type { LoginRequest } from '#openapi/user.ts';
import { callApi } from '../../../shared/api/api-client.ts';

/** POST user/v1/login, sent with an empty Authorization header (seed §7). */
export function login(request: LoginRequest) {
  return callApi(userRoutes.login, { body: request, anonymous: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
