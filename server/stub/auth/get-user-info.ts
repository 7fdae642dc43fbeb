import { UserOps } from '#openapi/operations/user.ts';
import { route } from '../../contract/route.ts';
import { institutes } from '../common/lookup-data.ts';
import type { StubApp, StubDeps } from '../context.ts';

/** GET /user/v1/getUserInfo: the caller's profile, with where they belong: institute or company. */
export function getUserInfo(app: StubApp, { store }: StubDeps) {
  route(app, UserOps.getUserInfo, ({ c }) => {
    const user = c.get('user');
    const institute = institutes.find((item) => item.id === user.instituteID);
    const CompanyID = store.companyOf.get(user.UserID);
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
        companyName:
          CompanyID === undefined ? null : (store.companies.get(CompanyID)?.name ?? null),
        shortcuts: [],
      },
    };
  });
}
