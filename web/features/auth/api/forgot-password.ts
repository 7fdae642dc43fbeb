import { useMutation } from '@tanstack/react-query';
import * as userRoutes from '#openapi/routes/user.gen.ts';
import type { ForgotPasswordRequest } from '#openapi/user.ts';
import { callApi } from '../../../shared/api/api-client.ts';

/** POST /user/v1/forgotPassword: mails a 4-digit OTP and answers with its secret (D10). */
export function forgotPassword(request: ForgotPasswordRequest) {
  return callApi(userRoutes.forgotPassword, { body: request, anonymous: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
