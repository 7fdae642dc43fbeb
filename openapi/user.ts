import Type, { type Static } from 'typebox';
import { EmptyBody, Envelope } from './envelope.ts';
import { Email, Id, Mobile, Opaque, ResetPassword, SingleLine, StrongPassword } from './fields.ts';

/** What the browser could tell about itself at sign-in; browsers leave some of it unknown. */
export const DeviceInfo = Type.Object({
  name: Type.Optional(SingleLine({ maxLength: 200 })),
  version: Type.Optional(SingleLine({ maxLength: 200 })),
  layout: Type.Optional(SingleLine({ maxLength: 200 })),
  os: Type.Optional(SingleLine({ maxLength: 200 })),
  product: Type.Optional(SingleLine({ maxLength: 200 })),
  isMobile: Type.Optional(Type.Boolean()),
});
export type DeviceInfo = Static<typeof DeviceInfo>;

/** The running test attempt of the signed-in user; times are seconds from the server clock (D15). */
export const ActiveTestDetails = Type.Object({
  TaskID: Id,
  CourseID: Id,
  TaskName: Type.String(),
  RemainingTime: Type.Integer({ minimum: 0, description: 'Seconds left, from the server clock' }),
  TotalDuration: Type.Integer({ minimum: 0, description: 'Length of the test in seconds' }),
  isShown: Type.Boolean({ description: 'Show the bell dot and the drawer card' }),
});
export type ActiveTestDetails = Static<typeof ActiveTestDetails>;

export const LoginRequest = Type.Object({
  username: Email,
  password: Type.String({ minLength: 4, maxLength: 200 }),
  deviceInfo: DeviceInfo,
});
export type LoginRequest = Static<typeof LoginRequest>;

export const LoginBody = Type.Object({
  token: Type.String({ description: 'JWT for the Authorization header' }),
  userName: Type.String(),
  userTypeName: Type.String({
    description: 'The role (D4); empty for a user without one (seed §6)',
  }),
  userType: Type.Integer(),
  UserSessionID: Type.String(),
  email: Email,
  activeTestDetails: Type.Union([ActiveTestDetails, Type.Null()]),
});
export type LoginBody = Static<typeof LoginBody>;

export const LoginResponse = Envelope(LoginBody);
export type LoginResponse = Static<typeof LoginResponse>;

export const LogoutRequest = Type.Object({ UserSessionID: Opaque });
export type LogoutRequest = Static<typeof LogoutRequest>;

export const LogoutResponse = Envelope(EmptyBody);
export type LogoutResponse = Static<typeof LogoutResponse>;

export const ForgotPasswordRequest = Type.Object({ username: Email });
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequest>;

export const ForgotPasswordResponse = Envelope(Type.Object({ otpSecret: Type.String() }));
export type ForgotPasswordResponse = Static<typeof ForgotPasswordResponse>;

export const ValidateEmailOtpRequest = Type.Object({
  passcode: Type.String({ pattern: '^[0-9]{4}$', errorMessage: 'must be 4 digits' }),
  secret: Opaque,
});
export type ValidateEmailOtpRequest = Static<typeof ValidateEmailOtpRequest>;

export const ValidateEmailOtpResponse = Envelope(
  Type.Object({
    secret: Type.String({ description: 'Single-use reset secret, valid 10 minutes' }),
  }),
);
export type ValidateEmailOtpResponse = Static<typeof ValidateEmailOtpResponse>;

export const ResetPasswordRequest = Type.Object({ password: ResetPassword, secret: Opaque });
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;

export const ResetPasswordResponse = Envelope(EmptyBody);
export type ResetPasswordResponse = Static<typeof ResetPasswordResponse>;

/** The signed-in user's profile. */
export const UserInfo = Type.Object({
  UserID: Id,
  displayName: Type.String(),
  email: Email,
  role: Type.String({ description: 'Same as userTypeName (D4); empty without a role' }),
  userType: Type.Integer(),
  photoURL: Type.String({ description: 'Empty when the user has no photo' }),
  mobile: Type.Union([Type.String(), Type.Null()]),
  instituteID: Type.Union([Id, Type.Null()]),
  instituteName: Type.Union([Type.String(), Type.Null()]),
  /** The company of a recruiter or a client admin (D19); null for everyone else. */
  companyName: Type.Union([Type.String(), Type.Null()]),
  shortcuts: Type.Array(Type.String(), { description: 'Quick-panel shortcut ids' }),
});
export type UserInfo = Static<typeof UserInfo>;

export const GetUserInfoResponse = Envelope(UserInfo);
export type GetUserInfoResponse = Static<typeof GetUserInfoResponse>;

/** Student signup (D12). */
export const RegisterRequest = Type.Object({
  name: SingleLine({ minLength: 2, maxLength: 100 }),
  email: Email,
  mobile: Mobile,
  password: StrongPassword,
  instituteID: Id,
  classID: Id,
  sectionID: Id,
  stateID: Id,
  languageID: Id,
});
export type RegisterRequest = Static<typeof RegisterRequest>;

export const RegisterResponse = Envelope(
  Type.Object({ body: Type.Object({ id: Id }, { description: 'Kept as studentId' }) }),
);
export type RegisterResponse = Static<typeof RegisterResponse>;
