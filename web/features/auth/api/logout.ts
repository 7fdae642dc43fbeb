import { useMutation } from '@tanstack/react-query';
import * as userRoutes from '#openapi/routes/user.gen.ts';
import type { LogoutRequest } from '#openapi/user.ts';
import { callApi } from '../../../shared/api/api-client.ts';

/** POST /user/v1/logout: ends the server-side session. */
export function logout(request: LogoutRequest) {
  return callApi(userRoutes.logout, { body: request });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
