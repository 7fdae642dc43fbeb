import type { Mail, MailContact } from '#openapi/demo/mail.ts';

/** A mail as the demo keeps it; the excerpt and hasAttachments are derived when it is read. */
export type StoredMail = Omit<Mail, 'excerpt' | 'hasAttachments'>;

// The template's sample mailbox, recast for campus recruiting: it belongs to the seeded recruiter.
const me: MailContact = { name: 'Priya Raman', email: 'recruiter@example.com' };
const lakshmi: MailContact = { name: 'Lakshmi Narayanan', email: 'instituteadmin@example.com' };
const karthik: MailContact = { name: 'Karthik Subramanian', email: 'student@example.com' };
const ananya: MailContact = { name: 'Ananya Iyer', email: 'student2@example.com' };
const arjun: MailContact = { name: 'Arjun Mehta', email: 'clientadmin@example.com' };
const deccan: MailContact = {
  name: 'Deccan College Placement Cell',
  email: 'placements@deccan.example.org',
};
const malabar: MailContact = {
  name: 'Malabar Engineering College',
  email: 'tpo@malabar.example.org',
};
const calendar: MailContact = { name: 'Hiring Calendar', email: 'calendar@nilgiri.example.com' };
const ravi: MailContact = { name: 'Ravi Chandran', email: 'ravi.chandran@nilgiri.example.com' };
const sneha: MailContact = { name: 'Sneha Pillai', email: 'sneha.pillai@nilgiri.example.com' };

const minutes = 60 * 1000;
const hours = 60 * minutes;
const days = 24 * hours;

type SeedMail = Omit<StoredMail, 'id' | 'date'> & { ago: number };

const seed: SeedMail[] = [
  {
    folder: 'inbox',
    ago: 35 * minutes,
    from: lakshmi,
    to: [me],
    cc: [{ name: 'Kaveri Training and Placement', email: 'placements@kaveri.example.org' }],
    subject: 'Campus drive dates for the 2025 batch',
    text: `Dear Priya,

Thank you for choosing Kaveri Institute of Technology for your 2025 campus hiring. We can offer two slots for the drive: Tuesday 11 March or Thursday 13 March, both starting at 9:30 am.

128 students from Computer Science, Information Technology and Electronics have registered so far. The batch summary with CGPA bands is attached.

Please let me know which date suits your panel, and how many interview rooms you will need.

Regards,
Lakshmi Narayanan
Training and Placement Officer`,
    read: false,
    starred: true,
    attachments: [{ name: 'Kaveri-2025-batch-summary.pdf', size: 248_133 }],
  },
  {
    folder: 'inbox',
    ago: 2 * hours,
    from: karthik,
    to: [me],
    cc: [],
    subject: 'Question about the aptitude round',
    text: `Hello Ma'am,

I have started the Aptitude Assessment for the Graduate Engineer Trainee role. Is the sectional time limit fixed, or can I move between quantitative and verbal sections freely?

Also, will negative marking apply to the short-answer questions?

Thank you,
Karthik Subramanian
B.E. Computer Science, Kaveri Institute of Technology`,
    read: false,
    starred: false,
    attachments: [],
  },
  {
    folder: 'inbox',
    ago: 5 * hours,
    from: arjun,
    to: [me],
    cc: [ravi],
    subject: 'Approved: Graduate Engineer Trainee opening',
    text: `Hi Priya,

The Graduate Engineer Trainee opening is approved for 24 positions across Chennai and Bengaluru. The CTC band is 6.5 to 8 lakh per annum, with a joining bonus for candidates who clear the final round in the first week.

Please publish it to the four partner institutes by Friday, and keep the minimum aptitude score at 65.

Thanks,
Arjun`,
    read: true,
    starred: true,
    attachments: [],
  },
  {
    folder: 'inbox',
    ago: 1 * days + 2 * hours,
    from: deccan,
    to: [me],
    cc: [],
    subject: 'Pre-placement talk: hall and AV confirmed',
    text: `Dear Ms. Raman,

The seminar hall in Block C is reserved for your pre-placement talk on Monday from 2 pm to 4 pm. A projector, two microphones and a live stream to the second-year classrooms are arranged.

The venue map and parking instructions are attached. Please share the names of the visiting team for gate passes.

Warm regards,
Placement Cell, Deccan College of Engineering, Hyderabad`,
    read: true,
    starred: false,
    attachments: [{ name: 'PPT-venue-map.png', size: 412_580 }],
  },
  {
    folder: 'inbox',
    ago: 1 * days + 6 * hours,
    from: ananya,
    to: [me],
    cc: [],
    subject: 'Offer letter acceptance',
    text: `Dear Priya Ma'am,

I am happy to accept the offer for the Associate Data Analyst role. The signed offer letter is attached.

Could you tell me when the joining documents need to be submitted, and whether the Bengaluru office has a hostel tie-up for new joiners?

Thank you for the opportunity.
Ananya Iyer`,
    read: false,
    starred: false,
    attachments: [{ name: 'Signed-offer-Ananya-Iyer.pdf', size: 186_944 }],
  },
  {
    folder: 'inbox',
    ago: 2 * days + 4 * hours,
    from: calendar,
    to: [me, sneha],
    cc: [],
    subject: 'Interview panel schedule for Thursday',
    text: `Panel A (technical): Sneha Pillai, Vignesh Kumar. Room 3, 10:00 to 13:00, 9 candidates.
Panel B (technical): Priya Raman, Farhan Ali. Room 4, 10:00 to 13:00, 9 candidates.
HR round: Ravi Chandran. Room 2, 14:00 to 17:00.

Candidates receive their slots by SMS and email on Wednesday evening.`,
    read: true,
    starred: false,
    attachments: [],
  },
  {
    folder: 'inbox',
    ago: 4 * days,
    from: ravi,
    to: [me],
    cc: [arjun],
    subject: 'Background verification vendor shortlist',
    text: `Hi Priya,

We have shortlisted three vendors for background verification of campus hires. The comparison of turnaround times and per-candidate cost is attached.

Can we close this before the offers go out, so verification starts the day a candidate accepts?

Ravi`,
    read: true,
    starred: false,
    attachments: [{ name: 'BGV-vendor-comparison.xlsx', size: 38_912 }],
  },
  {
    folder: 'sent',
    ago: 20 * minutes,
    from: me,
    to: [lakshmi],
    cc: [],
    subject: 'Re: Campus drive dates for the 2025 batch',
    text: `Dear Lakshmi,

Thursday 13 March works well for us. We will bring two technical panels and one HR panel, so three interview rooms would be ideal.

The online aptitude test will be sent to registered students a week before the drive.

Best regards,
Priya Raman
Talent Acquisition, Nilgiri Software Labs`,
    read: true,
    starred: false,
    attachments: [],
  },
  {
    folder: 'sent',
    ago: 1 * hours + 30 * minutes,
    from: me,
    to: [karthik],
    cc: [],
    subject: 'Re: Question about the aptitude round',
    text: `Hello Karthik,

You can move between sections freely; only the overall 60-minute limit applies. There is no negative marking in this round.

All the best,
Priya`,
    read: true,
    starred: false,
    attachments: [],
  },
  {
    folder: 'sent',
    ago: 3 * days,
    from: me,
    to: [malabar],
    cc: [arjun],
    subject: 'Invitation: Nilgiri Software Labs campus hiring 2025',
    text: `Dear Placement Officer,

Nilgiri Software Labs would like to invite final-year students of Malabar Engineering College to apply for the Graduate Engineer Trainee role. The job description is attached.

Eligible students can apply on the portal until 28 February; shortlisted students take an online aptitude assessment before the interviews.

Regards,
Priya Raman`,
    read: true,
    starred: false,
    attachments: [{ name: 'Job-description-GET-2025.pdf', size: 97_280 }],
  },
  {
    folder: 'drafts',
    ago: 3 * hours,
    from: me,
    to: [arjun],
    cc: [],
    subject: 'Shortlist for technical interviews — Kaveri batch',
    text: `Hi Arjun,

Of the 112 students who took the aptitude assessment, 41 scored above 65. I propose we interview the top 30 on the drive day and keep 11 on a waitlist.

Draft list below; I will attach the score sheet once the results are final.`,
    read: true,
    starred: false,
    attachments: [],
  },
  {
    folder: 'drafts',
    ago: 2 * days,
    from: me,
    to: [sneha, ravi],
    cc: [],
    subject: 'Feedback template for panel members',
    text: `Team,

For this season, please rate each candidate from 1 to 5 on problem solving, coding, communication and attitude, and add one line on the strongest and the weakest answer.`,
    read: true,
    starred: false,
    attachments: [],
  },
  {
    folder: 'spam',
    ago: 6 * hours,
    from: { name: 'Recruitment Rewards', email: 'offers@prize-portal.example.net' },
    to: [me],
    cc: [],
    subject: 'Congratulations! You have won a free job-portal upgrade',
    text: `Dear Recruiter,

You have been selected for a FREE premium upgrade worth Rs 49,999. Click the link within 24 hours and enter your company card details to claim it.

This offer will not be repeated.`,
    read: false,
    starred: false,
    attachments: [],
  },
  {
    folder: 'trash',
    ago: 5 * days,
    from: { name: 'Annapoorna Caterers', email: 'orders@annapoorna.example.com' },
    to: [me],
    cc: [],
    subject: 'Lunch order for the interview panel',
    text: `Hello,

We have noted lunch for 12 people on Thursday: South Indian meals with one Jain option, delivered to the 4th floor pantry at 1 pm.

Thank you for your order.`,
    read: true,
    starred: false,
    attachments: [],
  },
];

/** The 14 sample mails with ids 1–14 and dates counted back from `now`. */
export function seedMails(now: number): StoredMail[] {
  return seed.map(({ ago, ...mail }, index) => ({
    ...mail,
    id: index + 1,
    date: new Date(now - ago).toISOString(),
  }));
}
