import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest, ForgotPasswordResponse } from '#openapi/user.ts';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** POST /user/v1/forgotPassword: mails a 4-digit OTP and answers with its secret (D10). */
export function forgotPassword(request: ForgotPasswordRequest): Promise<ForgotPasswordResponse> {
  return apiRequest<ForgotPasswordResponse>('user/v1/forgotPassword', {
    method: 'POST',
    body: request,
    anonymous: true,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
