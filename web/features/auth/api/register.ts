import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest, RegisterResponse } from '#openapi/user.ts';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** POST user/v1/register: creates a student account (D12). */
export function register(request: RegisterRequest): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>('user/v1/register', {
    method: 'POST',
    body: request,
    anonymous: true,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
