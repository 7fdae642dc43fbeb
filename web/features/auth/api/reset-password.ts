import { useMutation } from '@tanstack/react-query';
import * as userRoutes from '#openapi/routes/user.gen.ts';
import type { ResetPasswordRequest } from '#openapi/user.ts';
import { callApi } from '../../../shared/api/api-client.ts';

/** POST /user/v1/resetPassword: sets the new password; it does not sign the user in (D10). */
export function resetPassword(request: ResetPasswordRequest) {
  return callApi(userRoutes.resetPassword, { body: request, anonymous: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
