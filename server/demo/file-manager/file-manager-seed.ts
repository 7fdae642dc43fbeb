import type { DemoFile, FileType } from '#openapi/demo/file-manager.ts';

// The file manager's sample files, recast for a recruiter's drive; sample data in English (D17).
// Dates count back from the demo's clock so the list always looks recent.
const day = 24 * 60 * 60 * 1000;

type SeedFile = [
  name: string,
  type: FileType,
  extention: string,
  owner: string,
  kB: number,
  createdDaysAgo: number,
  modifiedDaysAgo: number,
  openedDaysAgo: number,
  offline: boolean,
  preview: string,
];

const files: SeedFile[] = [
  ['Campus drives 2025', 'folder', '', 'Priya Raman', 0, 120, 2, 1, false, ''],
  ['Offer letters', 'folder', '', 'Priya Raman', 0, 90, 5, 3, true, ''],
  [
    'Kaveri-2025-batch-summary.pdf',
    'pdf',
    'pdf',
    'Lakshmi Narayanan',
    243,
    30,
    30,
    1,
    true,
    'Batch summary: 128 students, CGPA bands by branch',
  ],
  [
    'Interview panel schedule.xlsx',
    'spreadsheet',
    'xlsx',
    'Priya Raman',
    38,
    14,
    2,
    0,
    false,
    'Thursday panels: rooms 2 and 3, 9:30 to 17:00',
  ],
  [
    'Graduate Engineer Trainee JD.docx',
    'document',
    'docx',
    'Arjun Mehta',
    52,
    40,
    12,
    6,
    false,
    'Role summary, eligibility and selection process',
  ],
  [
    'Aptitude round question bank.docx',
    'document',
    'docx',
    'Ravi Chandran',
    410,
    60,
    8,
    8,
    true,
    '120 questions in four sections',
  ],
  [
    'Pre-placement talk.pptx',
    'document',
    'pptx',
    'Sneha Pillai',
    5_820,
    21,
    9,
    4,
    false,
    '18 slides: who we are, the role, the process',
  ],
  [
    'Hiring budget FY25.xlsx',
    'spreadsheet',
    'xlsx',
    'Arjun Mehta',
    96,
    75,
    20,
    15,
    false,
    'Budget by quarter and by campus',
  ],
  [
    'Offer letter template.docx',
    'document',
    'docx',
    'Priya Raman',
    31,
    200,
    45,
    5,
    true,
    'Offer letter with placeholders for name, role and CTC',
  ],
  [
    'Background verification vendors.pdf',
    'pdf',
    'pdf',
    'Sneha Pillai',
    880,
    18,
    18,
    10,
    false,
    'Three vendors compared on price and turnaround',
  ],
  [
    'Campus photos.zip',
    'archive',
    'zip',
    'Ravi Chandran',
    48_200,
    33,
    33,
    33,
    false,
    '64 photos from the Malabar drive',
  ],
  [
    'Hall layout.png',
    'image',
    'png',
    'Lakshmi Narayanan',
    1_240,
    12,
    12,
    2,
    false,
    'Seating plan of the main hall',
  ],
  [
    'Candidate shortlist.xlsx',
    'spreadsheet',
    'xlsx',
    'Priya Raman',
    64,
    6,
    1,
    0,
    true,
    '42 candidates with test scores and stages',
  ],
  [
    'Deccan College MoU.pdf',
    'pdf',
    'pdf',
    'Arjun Mehta',
    1_630,
    300,
    300,
    60,
    false,
    'Memorandum of understanding, signed copy',
  ],
  [
    'Logo.png',
    'image',
    'png',
    'Sneha Pillai',
    86,
    400,
    400,
    90,
    false,
    'Company logo on a transparent background',
  ],
];

const locationOf = (name: string, type: FileType) => {
  if (type === 'folder') return 'My Files';
  return `My Files / ${name.startsWith('Offer letter') ? 'Offer letters' : 'Campus drives 2025'}`;
};

export function seedFiles(now: number): DemoFile[] {
  const at = (daysAgo: number) => new Date(now - daysAgo * day).toISOString();
  const list = files.map(
    ([name, type, extention, owner, kB, created, modified, opened, offline, preview], index) => ({
      id: index + 1,
      name,
      type,
      owner,
      size: kB * 1024,
      created: at(created),
      modified: at(modified),
      opened: at(opened),
      extention,
      location: locationOf(name, type),
      offline,
      preview,
    }),
  );
  // A folder's size is the sum of its files, and its preview says how many there are.
  for (const folder of list.filter((file) => file.type === 'folder')) {
    const inside = list.filter((file) => file.location === `My Files / ${folder.name}`);
    folder.size = inside.reduce((sum, file) => sum + file.size, 0);
    folder.preview = `${inside.length} ${inside.length === 1 ? 'file' : 'files'}`;
  }
  return list;
}
