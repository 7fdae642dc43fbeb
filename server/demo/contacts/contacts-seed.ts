import type { Contact, ContactTag } from '#openapi/demo/contacts.ts';

export const contactTags: ContactTag[] = [
  { id: 'recruiter', title: 'Recruiter' },
  { id: 'placement-officer', title: 'Placement officer' },
  { id: 'student', title: 'Student' },
  { id: 'vendor', title: 'Vendor' },
  { id: 'alumni', title: 'Alumni' },
];

type SeedContact = Omit<Contact, 'id' | 'notes'> & { notes?: string };

const seed: SeedContact[] = [
  {
    name: 'Lakshmi Narayanan',
    email: 'instituteadmin@example.com',
    phone: '9840012345',
    company: 'Kaveri Institute of Technology',
    jobTitle: 'Training and Placement Officer',
    tags: ['placement-officer'],
    notes: 'Prefers calls before 11 am.',
  },
  {
    name: 'Karthik Subramanian',
    email: 'student@example.com',
    phone: '9876543210',
    company: 'Kaveri Institute of Technology',
    jobTitle: 'Final-year student, Computer Science',
    tags: ['student'],
  },
  {
    name: 'Ananya Iyer',
    email: 'student2@example.com',
    phone: '9123456780',
    company: 'Deccan College of Engineering',
    jobTitle: 'Associate Data Analyst (incoming)',
    tags: ['student', 'alumni'],
  },
  {
    name: 'Arjun Mehta',
    email: 'clientadmin@example.com',
    phone: '9988776655',
    company: 'Nilgiri Software Labs',
    jobTitle: 'Head of Talent',
    tags: ['recruiter'],
  },
  {
    name: 'Sneha Pillai',
    email: 'sneha.pillai@nilgiri.example.com',
    phone: '9001122334',
    company: 'Nilgiri Software Labs',
    jobTitle: 'Engineering Manager',
    tags: ['recruiter'],
    notes: 'Leads technical panel A.',
  },
  {
    name: 'Ravi Chandran',
    email: 'ravi.chandran@nilgiri.example.com',
    phone: '9445566778',
    company: 'Nilgiri Software Labs',
    jobTitle: 'HR Business Partner',
    tags: ['recruiter'],
  },
  {
    name: 'Meera Krishnan',
    email: 'tpo@malabar.example.org',
    phone: '9495012345',
    company: 'Malabar Engineering College',
    jobTitle: 'Placement Officer',
    tags: ['placement-officer'],
  },
  {
    name: 'Farhan Ali',
    email: 'farhan.ali@nilgiri.example.com',
    phone: '9700123456',
    company: 'Nilgiri Software Labs',
    jobTitle: 'Senior Software Engineer',
    tags: ['recruiter', 'alumni'],
  },
  {
    name: 'Divya Menon',
    email: 'divya@verifyfast.example.com',
    phone: '8056781234',
    company: 'VerifyFast Background Checks',
    jobTitle: 'Account Manager',
    tags: ['vendor'],
    notes: 'Background verification: 5 working days per candidate.',
  },
  {
    name: 'Rahul Deshpande',
    email: 'placements@deccan.example.org',
    phone: '9822012345',
    company: 'Deccan College of Engineering',
    jobTitle: 'Placement Coordinator',
    tags: ['placement-officer'],
  },
];

/** The ten sample contacts, ids 1–10. */
export function seedContacts(): Contact[] {
  return seed.map((contact, index) => ({ notes: '', ...contact, id: index + 1 }));
}
