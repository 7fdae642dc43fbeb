import type { Faq } from '#openapi/demo/faq.ts';

// The template's 14 FAQ samples, recast for a campus-recruitment product; sample data, in English (D17).
const pairs: [question: string, answer: string][] = [
  [
    'How do I post a new job?',
    'Open Post job from the toolbar, fill in the role, the eligibility and the last date to apply, then publish. A draft stays private until you publish it.',
  ],
  [
    'Who can see the jobs I post?',
    'Students of the institutes you choose who meet the eligibility rules. Your colleagues see your jobs read-only; your client admin sees every job of the company.',
  ],
  [
    'Can I change a job after publishing it?',
    'You can change the description and the last date to apply. The assessment cannot change once the job is published, so every candidate takes the same test.',
  ],
  [
    'How does the online assessment work?',
    'A job with an assessment assigns a timed test when a student applies. The timer runs on the server, answers are saved as they are given, and the test is submitted automatically when time runs out.',
  ],
  [
    'What happens if my connection drops during a test?',
    'Your answers are kept on your device and sent when the network returns. The screen always tells you whether an answer is saved, saving or kept on this device.',
  ],
  [
    'Can I resume a test I started?',
    'Yes. The notification drawer shows your active test with the time left and a Resume test button.',
  ],
  [
    'Why can I not apply to a job?',
    'Each job lists its eligibility: CGPA, active backlogs, graduation year and branch. The job page tells you which rule you do not meet.',
  ],
  [
    'How do I withdraw an application?',
    'Open My jobs, choose the application and withdraw it. You can withdraw until an offer is made.',
  ],
  [
    'Who decides who is shortlisted?',
    'The recruiter who posted the job moves each application through the stages: test completed, shortlisted, interview and offered.',
  ],
  [
    'How does an institute admin follow placements?',
    "The college dashboard shows every job open to the institute's students, how many applied and how many received offers.",
  ],
  [
    'I forgot my password. What do I do?',
    'Choose Forgot password on the login page, enter your registered email, type the 4-digit OTP you receive, then set a new password.',
  ],
  [
    'Can I use the product in Tamil?',
    'Yes. Switch the language from the toolbar; every screen of the product is available in English and Tamil.',
  ],
  [
    'Is my academic record shared with every company?',
    'No. A recruiter sees your profile only when you apply to one of their jobs or your institute shares it.',
  ],
  [
    'Whom do I contact for help?',
    "Write to your institute's placement cell for questions about eligibility, and to the recruiter through the job page for questions about a job.",
  ],
];

export const seedFaqs = (): Faq[] =>
  pairs.map(([question, answer], index) => ({ id: index + 1, question, answer }));
