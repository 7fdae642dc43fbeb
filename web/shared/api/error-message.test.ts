import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AcademyRefusals } from '#openapi/operations/demo/academy.ts';
import { DemoBookmarkRefusals } from '#openapi/operations/demo/bookmarks.ts';
import { ChatRefusals } from '#openapi/operations/demo/chat.ts';
import { ContactRefusals } from '#openapi/operations/demo/contacts.ts';
import { MailRefusals } from '#openapi/operations/demo/mail.ts';
import { PanelNotificationRefusals } from '#openapi/operations/demo/notification-panel.ts';
import { TemplateProfileRefusals } from '#openapi/operations/demo/profile.ts';
import { ExamRefusals } from '#openapi/operations/exam.ts';
import { RecruitmentRefusals } from '#openapi/operations/jobs.ts';
import { UserRefusals } from '#openapi/operations/user.ts';
import { CommonRefusals } from '#openapi/refusals.ts';
import * as userRoutes from '#openapi/routes/user.gen.ts';
import en from '../../public/assets/languages/en/translation.json';
import tn from '../../public/assets/languages/tn/translation.json';
import { type StubBackendFixture, startStubBackend } from '../../test/stub-backend.ts';
import { callApi } from './api-client.ts';
import { errorMessage } from './error-message.ts';

let backend: StubBackendFixture;

beforeEach(() => {
  backend = startStubBackend();
  i18n.addResourceBundle('tn', 'translation', tn);
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => expect.fail('the call succeeded'),
    (error: unknown) => error,
  );

const wrongLogin = () =>
  failureOf(
    callApi(userRoutes.login, {
      body: {
        username: 'recruiter@example.com',
        password: 'wrong-one',
        deviceInfo: { isMobile: false },
      },
      anonymous: true,
    }),
  );

describe('a failed call in the user’s words (issue 12, item 6)', () => {
  it('says a refusal the contract lists in Tamil on a Tamil screen, not as the server sent it', async () => {
    const error = await wrongLogin();
    await i18n.changeLanguage('tn');
    expect(errorMessage(error, i18n.t)).toBe('தவறான பயனர் அல்லது கடவுச்சொல்');
  });

  it('says it in English on an English screen', async () => {
    expect(errorMessage(await wrongLogin(), i18n.t)).toBe('Invalid user or password');
  });

  it('shows the server’s words for a code the SPA does not know', async () => {
    backend.failNext({
      status: 200,
      body: { status: false, code: 'BRAND_NEW_RULE', message: 'A rule the SPA has not heard of' },
    });
    const error = await wrongLogin();
    await i18n.changeLanguage('tn');
    expect(errorMessage(error, i18n.t)).toBe('A rule the SPA has not heard of');
  });

  it('says "Oops something went wrong" in the UI’s language when no answer came', async () => {
    await i18n.changeLanguage('tn');
    backend.failNext({ network: 'down' });
    expect(errorMessage(await wrongLogin(), i18n.t)).toBe('அச்சச்சோ, ஏதோ தவறு நடந்துவிட்டது');
    expect(errorMessage(new Error('not a call'), i18n.t)).toBe('அச்சச்சோ, ஏதோ தவறு நடந்துவிட்டது');
  });

  it('has English and Tamil words for every refusal the contract lists', () => {
    const codes = Object.keys({
      ...CommonRefusals,
      ...UserRefusals,
      ...RecruitmentRefusals,
      ...ExamRefusals,
      ...MailRefusals,
      ...ChatRefusals,
      ...ContactRefusals,
      ...AcademyRefusals,
      ...PanelNotificationRefusals,
      ...TemplateProfileRefusals,
      ...DemoBookmarkRefusals,
    });
    const missing = (words: { errors: { refusal?: Record<string, string> } }) =>
      codes.filter((code) => !words.errors.refusal?.[code]);
    expect({ en: missing(en), tn: missing(tn) }).toEqual({ en: [], tn: [] });
  });
});
