import { useMutation } from '@tanstack/react-query';
import type { ValidateEmailOtpRequest, ValidateEmailOtpResponse } from '#openapi/user.ts';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** POST /user/v1/validateEmailOtp: trades a correct code for the reset secret. */
export function validateEmailOtp(
  request: ValidateEmailOtpRequest,
): Promise<ValidateEmailOtpResponse> {
  return apiRequest<ValidateEmailOtpResponse>('user/v1/validateEmailOtp', {
    method: 'POST',
    body: request,
    anonymous: true,
  });
}

export function useValidateEmailOtp() {
  return useMutation({ mutationFn: validateEmailOtp });
}
