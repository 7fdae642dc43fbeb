import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest, ResetPasswordResponse } from '#openapi/user.ts';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** POST /user/v1/resetPassword: sets the new password; it does not sign the user in (D10). */
export function resetPassword(request: ResetPasswordRequest): Promise<ResetPasswordResponse> {
  return apiRequest<ResetPasswordResponse>('user/v1/resetPassword', {
    method: 'POST',
    body: request,
    anonymous: true,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
