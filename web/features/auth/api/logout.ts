import { useMutation } from '@tanstack/react-query';
import type { LogoutRequest, LogoutResponse } from '#openapi/user.ts';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** POST /user/v1/logout: ends the server-side session. */
export function logout(request: LogoutRequest): Promise<LogoutResponse> {
  return apiRequest<LogoutResponse>('user/v1/logout', { method: 'POST', body: request });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
