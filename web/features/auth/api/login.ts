import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '#openapi/user.ts';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** POST user/v1/login, sent with an empty Authorization header (seed §7). */
export function login(request: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('user/v1/login', {
    method: 'POST',
    body: request,
    anonymous: true,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
