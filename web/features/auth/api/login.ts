import { useCallback, useState } from 'react';
import * as userRoutes from '#openapi/routes/user.gen.ts';
import type { LoginRequest } from '#openapi/user.ts';
import { callApi } from '../../../shared/api/api-client.ts';

/** POST user/v1/login, sent with an empty Authorization header (seed §7). */
export function login(request: LoginRequest) {
  return callApi(userRoutes.login, { body: request, anonymous: true });
}

/**
 * The login call and whether it is under way. Plain React state, not a TanStack mutation: the login
 * page holds no server data, and leaving TanStack Query out keeps it within its first-load budget.
 */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const mutateAsync = useCallback(async (request: LoginRequest) => {
    setPending(true);
    try {
      return await login(request);
    } finally {
      setPending(false);
    }
  }, []);
  return { mutateAsync, isPending };
}
