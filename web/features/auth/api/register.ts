import { useMutation } from '@tanstack/react-query';
import * as userRoutes from '#openapi/routes/user.gen.ts';
import type { RegisterRequest } from '#openapi/user.ts';
import { callApi } from '../../../shared/api/api-client.ts';

/** POST user/v1/register: creates a student account (D12). */
export function register(request: RegisterRequest) {
  return callApi(userRoutes.register, { body: request, anonymous: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
