import type { TemplateProfile } from '#openapi/demo/profile.ts';
import { before, days, hours } from '../clock.ts';

/** The template's sample profile: the seeded recruiter, with three timeline posts (ids 1–3). */
export function seedTemplateProfile(now: number): TemplateProfile {
  return {
    about: {
      name: 'Priya Raman',
      email: 'recruiter@example.com',
      headline: 'Talent Acquisition Lead, Nilgiri Software Labs',
      location: 'Chennai, Tamil Nadu',
      about:
        'I hire graduate engineers from campuses across South India and run the aptitude and coding assessments for Nilgiri Software Labs.',
      skills: ['Campus hiring', 'Assessment design', 'Interviewing', 'Employer branding'],
      experience: [
        {
          title: 'Talent Acquisition Lead',
          company: 'Nilgiri Software Labs',
          period: '2021 – now',
        },
        { title: 'Recruiter', company: 'Coromandel Infotech', period: '2017 – 2021' },
      ],
    },
    timeline: [
      {
        id: 3,
        text: 'Thursday’s drive at Kaveri Institute of Technology is confirmed: 128 students registered!',
        postedAt: before(now, 3 * hours),
        likes: 14,
      },
      {
        id: 2,
        text: 'Our Graduate Engineer Trainee opening is live on the portal until 28 February.',
        postedAt: before(now, 2 * days),
        likes: 32,
      },
      {
        id: 1,
        text: 'Tip for students: read the job description before the aptitude test; the cut-off is on it.',
        postedAt: before(now, 6 * days),
        likes: 51,
      },
    ],
  };
}
