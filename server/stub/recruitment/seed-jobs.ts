import type { Company, JobStatus, JobType } from '#openapi/jobs.ts';
import type { User } from '../auth/store.ts';
import type { Branch } from './generate.ts';

// The seeded companies, their people and their jobs (D13, D19).

export const seedCompanies: Company[] = [
  { CompanyID: 1, name: 'Nilgiri Software Labs', city: 'Bengaluru' },
  { CompanyID: 2, name: 'Sindhu Fintech', city: 'Mumbai' },
];

type Account = Omit<User, 'passwordHash'>;

const none = { instituteID: null, classID: null, sectionID: null, stateID: null, languageID: null };

/** The accounts the recruitment core adds; the older ones (1001–1006) keep theirs. */
export const staffAccounts: (Account & { CompanyID: number | null })[] = [
  {
    UserID: 2001,
    email: 'recruiter2@example.com',
    displayName: 'Rohit Verma',
    userType: 6,
    userTypeName: 'Recruiter',
    mobile: '9845012377',
    ...none,
    CompanyID: 1,
  },
  {
    UserID: 2002,
    email: 'sindhu.admin@example.com',
    displayName: 'Neha Kulkarni',
    userType: 10,
    userTypeName: 'ClientAdmin',
    mobile: '9820011223',
    ...none,
    CompanyID: 2,
  },
  {
    UserID: 2003,
    email: 'sindhu.recruiter@example.com',
    displayName: 'Aditya Deshpande',
    userType: 6,
    userTypeName: 'Recruiter',
    mobile: '9930045678',
    ...none,
    CompanyID: 2,
  },
  {
    UserID: 2004,
    email: 'sindhu.recruiter2@example.com',
    displayName: 'Sneha Patil',
    userType: 6,
    userTypeName: 'Recruiter',
    mobile: '9769012345',
    ...none,
    CompanyID: 2,
  },
  {
    UserID: 2005,
    email: 'instituteadmin2@example.com',
    displayName: 'Venkata Ramana Rao',
    userType: 11,
    userTypeName: 'InstituteAdmin',
    mobile: '9848012345',
    ...none,
    instituteID: 2,
    stateID: 24,
    CompanyID: null,
  },
  // Malabar's placement officer: student2@'s institute has one too, so a drive reaches an admin.
  {
    UserID: 2006,
    email: 'instituteadmin3@example.com',
    displayName: 'Thomas Mathew',
    userType: 11,
    userTypeName: 'InstituteAdmin',
    mobile: '9847012345',
    ...none,
    instituteID: 3,
    stateID: 12,
    CompanyID: null,
  },
];

/** The companies of the older accounts: recruiter@ and clientadmin@ work for the first. */
export const olderStaff: [UserID: number, CompanyID: number][] = [
  [1001, 1],
  [1002, 1],
];

/** The recruiters who post each company's jobs, in the order the job table names them (0, 1). */
export const postersOf: Record<number, [number, number]> = { 1: [1001, 2001], 2: [2003, 2004] };

/**
 * A seeded job: title, type, CTC range (LPA), skills, locations, its test (course, minutes,
 * cut-off %) or none, the branches it takes (none: every branch), minimum CGPA, maximum backlogs,
 * the graduation years (the final year, the one after, or both), its institutes, its status, and
 * which of the company's two recruiters posted it.
 */
export type JobSeed = {
  title: string;
  jobType: JobType;
  ctc: [number, number];
  experience?: [number, number];
  skills: string[];
  locations: string[];
  test: [CourseID: number, minutes: number, minScore: number] | null;
  branches: Branch[];
  minCGPA: number | null;
  maxBacklogs: number | null;
  years: 'final' | 'next' | 'both';
  institutes: number[];
  status: JobStatus;
  poster: 0 | 1;
};

const cs: Branch[] = ['cs'];
const csMca: Branch[] = ['cs', 'mca'];
const ece: Branch[] = ['ece'];
const any: Branch[] = [];

const job = (
  title: string,
  jobType: JobType,
  ctc: [number, number],
  skills: string[],
  locations: string[],
  test: JobSeed['test'],
  branches: Branch[],
  minCGPA: number | null,
  maxBacklogs: number | null,
  institutes: number[],
  status: JobStatus,
  poster: 0 | 1,
  years: JobSeed['years'] = 'final',
): JobSeed => ({
  title,
  jobType,
  ctc,
  skills,
  locations,
  test,
  branches,
  minCGPA,
  maxBacklogs,
  years,
  institutes,
  status,
  poster,
});

/** Eighteen jobs a company: six open, six closed, six drafts. */
// biome-ignore format: one job a row reads as the table it is
export const jobSeeds: Record<number, JobSeed[]> = {
  1: [
    job('Graduate Engineer Trainee', 'fullTime', [4.5, 5.5], ['Java', 'SQL', 'Problem solving'], ['Bengaluru', 'Chennai'], [1, 60, 50], any, 6, 1, [1, 2], 'open', 0),
    job('Associate Software Engineer', 'fullTime', [6, 8], ['Java', 'Spring Boot', 'SQL'], ['Bengaluru'], [2, 45, 60], csMca, 7, 0, [1, 2], 'open', 0),
    job('Frontend Developer Trainee', 'fullTime', [5, 7], ['React', 'JavaScript', 'CSS'], ['Chennai'], null, csMca, 6.5, 0, [1], 'open', 0),
    job('Quality Engineer Trainee', 'fullTime', [4, 5], ['Selenium', 'Java', 'Testing'], ['Chennai', 'Coimbatore'], null, any, 6, 2, [1, 2], 'open', 1),
    job('Technical Support Associate', 'fullTime', [3.5, 4.2], ['Communication', 'Linux', 'Networking'], ['Coimbatore'], [3, 20, 40], any, null, null, [1, 2, 3], 'open', 1),
    job('Software Development Intern', 'internship', [2.4, 3], ['Python', 'Git'], ['Bengaluru'], [2, 30, 50], csMca, 7, 0, [1, 2], 'open', 1, 'next'),
    job('Data Analyst', 'fullTime', [6, 7.5], ['SQL', 'Python', 'Power BI'], ['Bengaluru'], [1, 45, 55], any, 7, 0, [1, 2], 'closed', 0),
    job('Embedded Software Engineer', 'fullTime', [5.5, 7], ['Embedded C', 'RTOS', 'Microcontrollers'], ['Bengaluru'], [2, 45, 50], ece, 6.5, 1, [1, 2], 'closed', 0),
    job('Business Analyst Trainee', 'fullTime', [5, 6], ['Excel', 'SQL', 'Communication'], ['Chennai'], null, any, 6.5, 1, [1, 2], 'closed', 0),
    job('Cloud Operations Engineer', 'fullTime', [5, 6.5], ['AWS', 'Linux', 'Shell scripting'], ['Chennai'], [1, 40, 50], csMca, 6, 1, [1, 2], 'closed', 1),
    job('Java Developer', 'fullTime', [7, 9], ['Java', 'Spring Boot', 'Microservices'], ['Bengaluru'], [2, 60, 65], cs, 7.5, 0, [1, 2], 'closed', 1),
    job('UI/UX Design Intern', 'internshipPpo', [3, 4], ['Figma', 'HTML', 'CSS'], ['Bengaluru'], null, any, 6, null, [1], 'closed', 1, 'both'),
    job('Site Reliability Engineer', 'fullTime', [8, 10], ['Kubernetes', 'Linux', 'Go'], ['Bengaluru'], [2, 60, 60], cs, 7.5, 0, [1, 2], 'draft', 0),
    job('Machine Learning Engineer Trainee', 'fullTime', [7, 9], ['Python', 'TensorFlow', 'Statistics'], ['Bengaluru'], [1, 60, 60], cs, 8, 0, [1, 2], 'draft', 0),
    job('Mobile App Developer', 'fullTime', [5, 7], ['Kotlin', 'Android', 'Flutter'], ['Chennai'], [2, 45, 55], csMca, 6.5, 1, [1], 'draft', 0),
    job('Network Engineer Trainee', 'fullTime', [4, 5], ['CCNA', 'Networking', 'Linux'], ['Coimbatore'], null, ece, 6, 1, [1, 2], 'draft', 1),
    job('DevOps Intern', 'internship', [2.4, 3], ['Docker', 'Git', 'CI/CD'], ['Bengaluru'], [2, 30, 50], csMca, 6.5, 0, [1, 2], 'draft', 1, 'next'),
    job('Product Support Engineer', 'fullTime', [4, 5], ['SQL', 'Communication'], ['Chennai'], [3, 20, 40], any, null, null, [1, 2, 3], 'draft', 1),
  ],
  2: [
    job('Software Engineer — Payments', 'fullTime', [8, 11], ['Java', 'Kafka', 'SQL'], ['Pune', 'Hyderabad'], [2, 60, 60], csMca, 7.5, 0, [1, 2], 'open', 0),
    job('Risk Analyst Trainee', 'fullTime', [6, 7], ['Excel', 'Statistics', 'SQL'], ['Mumbai'], [1, 45, 55], any, 7, 0, [1, 2], 'open', 0),
    job('Backend Developer (Node.js)', 'fullTime', [7, 9], ['Node.js', 'PostgreSQL', 'REST'], ['Hyderabad'], null, csMca, 7, 1, [2, 1], 'open', 0),
    job('Customer Success Associate', 'fullTime', [3.6, 4.5], ['Communication', 'CRM'], ['Hyderabad'], [3, 20, 45], any, null, 2, [1, 2, 3, 4], 'open', 1),
    job('Security Analyst Trainee', 'fullTime', [6, 7.5], ['Networking', 'Linux', 'OWASP'], ['Pune'], [1, 45, 55], cs, 7, 0, [1, 2], 'open', 1),
    job('Data Engineering Intern', 'internshipPpo', [3, 3.6], ['Python', 'SQL', 'Spark'], ['Pune'], [2, 40, 50], csMca, 7, 0, [2], 'open', 1),
    job('QA Automation Engineer', 'fullTime', [5, 6.5], ['Selenium', 'Java', 'API testing'], ['Pune'], [2, 45, 50], csMca, 6.5, 1, [1, 2], 'closed', 0),
    job('Mobile Developer (Flutter)', 'fullTime', [6, 8], ['Flutter', 'Dart', 'Firebase'], ['Hyderabad'], null, csMca, 6.5, 0, [2], 'closed', 0),
    job('Operations Analyst', 'fullTime', [4.5, 5.5], ['Excel', 'Communication'], ['Mumbai'], [1, 40, 50], any, 6, 1, [1, 2], 'closed', 0),
    job('Hardware Design Engineer', 'fullTime', [6, 7.5], ['Verilog', 'VLSI', 'PCB Design'], ['Hyderabad'], [2, 45, 50], ece, 7, 0, [1, 2], 'closed', 1),
    job('Full Stack Developer', 'fullTime', [7, 10], ['React', 'Node.js', 'MongoDB'], ['Pune'], [2, 60, 60], cs, 7.5, 0, [1, 2], 'closed', 1),
    job('Business Development Associate', 'fullTime', [4, 6], ['Communication', 'Sales'], ['Mumbai'], null, any, null, null, [1, 2, 3], 'closed', 1),
    job('Data Scientist Trainee', 'fullTime', [9, 12], ['Python', 'Machine learning', 'Statistics'], ['Mumbai'], [1, 60, 65], cs, 8, 0, [1, 2], 'draft', 0),
    job('Site Reliability Intern', 'internship', [2.4, 3], ['Linux', 'Python'], ['Pune'], [2, 30, 50], cs, 7, 0, [2], 'draft', 0, 'next'),
    job('Compliance Analyst', 'fullTime', [5, 6], ['Excel', 'Regulations'], ['Mumbai'], [3, 20, 50], any, 6.5, 0, [1, 2], 'draft', 0),
    job('iOS Developer', 'fullTime', [7, 9], ['Swift', 'iOS'], ['Hyderabad'], [2, 45, 55], csMca, 7, 0, [2], 'draft', 1),
    job('Technical Writer', 'contract', [4, 5], ['Technical writing', 'Markdown'], ['Pune'], [3, 20, 50], any, null, null, [1, 2], 'draft', 1),
    job('Platform Engineer', 'fullTime', [10, 14], ['Go', 'Kubernetes', 'AWS'], ['Pune'], [2, 60, 65], cs, 8, 0, [1, 2], 'draft', 1),
  ],
};

/** A description in the rich text the editor makes (D23). */
export function describeJob(seed: JobSeed, company: Company): string {
  const skills = seed.skills.map((skill) => `<li>${skill}</li>`).join('');
  const test = seed.test
    ? `<p>Shortlisting starts with an online test of ${seed.test[1]} minutes.</p>`
    : '<p>Shortlisting is on your profile; there is no online test.</p>';
  return [
    `<p><strong>${company.name}</strong> is hiring for the role of <em>${seed.title}</em> in ${seed.locations.join(' and ')}.</p>`,
    '<h3>What you will work with</h3>',
    `<ul>${skills}</ul>`,
    '<h3>How we hire</h3>',
    test,
    `<p>Questions? Write to <a href="mailto:campus@${company.name.toLowerCase().replace(/[^a-z]+/g, '')}.example.com">our campus team</a>.</p>`,
  ].join('');
}
