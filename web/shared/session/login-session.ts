import type { LoginBody } from '#openapi/user.ts';
import { roleOf } from './role.ts';
import type { signIn } from './session-store.ts';

/** The session the SPA keeps after a login answer (seed §4): what `signIn` stores. */
export function sessionFromLogin(body: LoginBody): Parameters<typeof signIn>[0] {
  return {
    token: body.token,
    user: {
      displayName: body.userName,
      role: roleOf(body.userTypeName),
      userType: body.userType,
      UserSessionID: body.UserSessionID,
      email: body.email,
      photoURL: '',
      shortcuts: [],
    },
    activeTestDetails: body.activeTestDetails,
  };
}
