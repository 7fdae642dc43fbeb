import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudentEvent } from '#openapi/events.ts';
import tn from '../../public/assets/languages/tn/translation.json';
import { eventWords } from './event-words.ts';

// Issue 27: the student's bell keeps a receipt of a submitted test, in both languages.

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const submitted: StudentEvent = {
  EventID: 7,
  kind: 'testSubmitted',
  at: '2025-01-15T10:00:00.000Z',
  read: false,
  ApplicationID: 3,
  job: {
    JobID: 1,
    slug: 'graduate-engineer-trainee',
    title: 'Graduate Engineer Trainee',
    companyName: 'Nilgiri Software Labs',
  },
  interview: null,
  offer: null,
  message: 'Your test for Graduate Engineer Trainee at Nilgiri Software Labs is submitted',
};

describe("the student's 'test submitted' event", () => {
  it('is worded as the server words it, in English', () => {
    expect(eventWords(submitted, i18n.t, 'en')).toBe(submitted.message);
  });

  it('is worded in Tamil', async () => {
    i18n.addResourceBundle('tn', 'translation', tn);
    await i18n.changeLanguage('tn');
    expect(eventWords(submitted, i18n.t, 'tn')).toBe(
      'Nilgiri Software Labs நிறுவனத்தின் Graduate Engineer Trainee பணிக்கான உங்கள் தேர்வு சமர்ப்பிக்கப்பட்டது',
    );
  });
});
