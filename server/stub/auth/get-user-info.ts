import { UserOps } from '#openapi/operations/user.ts';
import { route } from '../../contract/route.ts';
import { institutes } from '../common/lookup-data.ts';
import type { StubApp } from '../context.ts';

/** GET /user/v1/getUserInfo: the caller's profile. */
export function getUserInfo(app: StubApp) {
  route(app, UserOps.getUserInfo, ({ c }) => {
    const user = c.get('user');
    const institute = institutes.find((item) => item.id === user.instituteID);
    return {
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
    };
  });
}
