import { useMutation } from '@tanstack/react-query';
import * as userRoutes from '#openapi/routes/user.gen.ts';
import type { ValidateEmailOtpRequest } from '#openapi/user.ts';
import { callApi } from '../../../shared/api/api-client.ts';

/** POST /user/v1/validateEmailOtp: trades a correct code for the reset secret. */
export function validateEmailOtp(request: ValidateEmailOtpRequest) {
  return callApi(userRoutes.validateEmailOtp, { body: request, anonymous: true });
}

export function useValidateEmailOtp() {
  return useMutation({ mutationFn: validateEmailOtp });
}
