import { UserOps } from '#openapi/operations/user.ts';
import { reply, type StubApp, type StubDeps } from '../context.ts';
import { institutes } from '../lookups.ts';

const op = UserOps.getUserInfo;

/** GET /user/v1/getUserInfo: the caller's profile. */
export function registerGetUserInfo(app: StubApp, _deps: StubDeps) {
  app.get(op.path, (c) => {
    const user = c.get('user');
    const institute = institutes.find((item) => item.id === user.instituteID);
    return reply(c, op.response, {
      status: true,
      message: 'User info',
      body: {
        UserID: user.UserID,
        displayName: user.displayName,
        email: user.email,
        role: user.userTypeName,
        userType: user.userType,
        photoURL: '',
        mobile: user.mobile,
        instituteID: user.instituteID,
        instituteName: institute?.name ?? null,
        shortcuts: [],
      },
    });
  });
}
