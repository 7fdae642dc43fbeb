import { UserOps } from '#openapi/operations/user.ts';
import type { FieldError } from '../../contract/envelope.ts';
import { route } from '../../contract/route.ts';
import { classes, institutes, languages, sections, states } from '../common/lookup-data.ts';
import type { StubApp, StubDeps } from '../context.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail } from './store.ts';

type Choices = {
  instituteID: number;
  classID: number;
  sectionID: number;
  stateID: number;
  languageID: number;
};

/** The lookup ids that do not exist or do not belong together, as field errors. */
function inconsistentChoices(input: Choices): FieldError[] {
  const errors: FieldError[] = [];
  if (!institutes.some((item) => item.id === input.instituteID)) {
    errors.push({ field: '/instituteID', message: 'is not a known institute' });
  }
  if (
    !classes.some((item) => item.id === input.classID && item.instituteID === input.instituteID)
  ) {
    errors.push({ field: '/classID', message: 'is not a class of the chosen institute' });
  }
  if (!sections.some((item) => item.id === input.sectionID && item.classID === input.classID)) {
    errors.push({ field: '/sectionID', message: 'is not a section of the chosen class' });
  }
  if (!states.some((item) => item.id === input.stateID)) {
    errors.push({ field: '/stateID', message: 'is not a known state' });
  }
  if (!languages.some((item) => item.id === input.languageID)) {
    errors.push({ field: '/languageID', message: 'is not a known language' });
  }
  return errors;
}

/** POST /user/v1/register: a new student (userType 1) who can sign in at once (D12). */
export function register(app: StubApp, deps: StubDeps) {
  route(app, UserOps.register, async ({ body: input, refuse, invalid }) => {
    const errors = inconsistentChoices(input);
    if (errors.length > 0) return invalid(errors);
    const { store } = deps;
    if (store.users.size >= deps.limits.accounts) return refuse('REGISTRATION_CLOSED');
    // Hashed before the email is looked up, so an email in use is refused after the same work as
    // a free one is registered: the answer's timing does not tell which emails have accounts.
    const passwordHash = await hashPassword(input.password, deps.passwordCost);
    if (store.users.size >= deps.limits.accounts) return refuse('REGISTRATION_CLOSED');
    if (findUserByEmail(store, input.email)) return refuse('EMAIL_IN_USE');
    const UserID = store.nextUserID++;
    store.users.set(UserID, {
      UserID,
      email: input.email.toLowerCase(),
      displayName: input.name.trim(),
      userType: 1,
      userTypeName: 'Student',
      passwordHash,
      mobile: input.mobile,
      instituteID: input.instituteID,
      classID: input.classID,
      sectionID: input.sectionID,
      stateID: input.stateID,
      languageID: input.languageID,
    });
    return { message: 'Registration successful', body: { body: { id: UserID } } };
  });
}
