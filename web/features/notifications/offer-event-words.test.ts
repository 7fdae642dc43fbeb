import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import type { StudentEvent } from '#openapi/events.ts';
import tn from '../../public/assets/languages/tn/translation.json';
import { eventWords } from './event-words.ts';

// A corrected offer and an interview's place in the student's words, English and Tamil (D26, D33).

const base = {
  EventID: 1,
  at: '2025-01-15T09:00:00.000Z',
  read: false,
  ApplicationID: 7,
  job: {
    JobID: 4,
    slug: 'quality-engineer-trainee-4',
    title: 'QA Trainee',
    companyName: 'Nilgiri',
  },
  interview: null,
  offer: null,
  message: '',
} satisfies Omit<StudentEvent, 'kind'>;

const offer = { ctc: 4.5, joiningDate: null, note: 'Corrected' };

describe('the words of offer and interview events', () => {
  it('says a revision with its new CTC, a withdrawal, and where an interview is', () => {
    const t = i18n.getFixedT('en');
    expect(eventWords({ ...base, kind: 'offerRevised', offer }, t, 'en')).toBe(
      'Nilgiri revised its offer for QA Trainee: now ₹4.5 LPA',
    );
    expect(eventWords({ ...base, kind: 'offerWithdrawn', offer }, t, 'en')).toBe(
      'Nilgiri withdrew its offer for QA Trainee',
    );
    const interview = {
      date: '2025-01-22',
      time: '15:00',
      mode: 'online' as const,
      link: 'https://meet.example.com/r2',
      venue: null,
    };
    expect(eventWords({ ...base, kind: 'interviewScheduled', interview }, t, 'en')).toBe(
      'Your interview for QA Trainee at Nilgiri is on 22 Jan 2025 at 15:00, Online (https://meet.example.com/r2)',
    );
  });

  it('says them in Tamil', async () => {
    i18n.addResourceBundle('tn', 'translation', tn);
    const t = i18n.getFixedT('tn');
    expect(eventWords({ ...base, kind: 'offerRevised', offer }, t, 'tn')).toBe(
      'Nilgiri நிறுவனம் QA Trainee பணிக்கான தன் வாய்ப்பைத் திருத்தியது: இப்போது ₹4.5 LPA',
    );
    expect(eventWords({ ...base, kind: 'offerWithdrawn', offer }, t, 'tn')).toBe(
      'Nilgiri நிறுவனம் QA Trainee பணிக்கான தன் வாய்ப்பைத் திரும்பப் பெற்றது',
    );
  });
});
