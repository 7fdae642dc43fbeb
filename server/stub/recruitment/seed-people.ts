// Names of the seeded campus (D19): students of a Chennai and a Hyderabad college, each mostly of
// their region with classmates from elsewhere, and the companies' people.

type NamePool = { first: readonly string[]; last: readonly string[] };

const tamil: NamePool = {
  first: [
    'Arun',
    'Vignesh',
    'Prakash',
    'Senthil',
    'Dinesh',
    'Manoj',
    'Ashwin',
    'Balaji',
    'Gokul',
    'Hariharan',
    'Naveen',
    'Sathish',
    'Vijay',
    'Muthu',
    'Surya',
    'Divya',
    'Priya',
    'Kavya',
    'Aishwarya',
    'Deepika',
    'Nandhini',
    'Revathi',
    'Sangeetha',
    'Swathi',
    'Janani',
    'Keerthana',
    'Meena',
    'Pavithra',
    'Abinaya',
    'Yamuna',
  ],
  last: [
    'Ramasamy',
    'Krishnan',
    'Venkatesan',
    'Natarajan',
    'Sundaram',
    'Murugan',
    'Balasubramanian',
    'Chandrasekaran',
    'Rajendran',
    'Shanmugam',
    'Ganesan',
    'Arumugam',
    'Palanisamy',
    'Selvaraj',
  ],
};

const telugu: NamePool = {
  first: [
    'Sai Kiran',
    'Venkatesh',
    'Srinivas',
    'Ravi Teja',
    'Mahesh',
    'Praveen',
    'Anil',
    'Harsha',
    'Naresh',
    'Chaitanya',
    'Vamsi',
    'Sravani',
    'Lavanya',
    'Harika',
    'Bhavana',
    'Keerthi',
    'Mounika',
    'Sneha',
    'Anusha',
    'Tejaswini',
    'Sahithi',
    'Manasa',
  ],
  last: ['Reddy', 'Rao', 'Naidu', 'Chowdary', 'Varma', 'Goud', 'Yadav', 'Prasad', 'Murthy', 'Raju'],
};

const deccani: NamePool = {
  first: ['Farhan', 'Imran', 'Sameer', 'Arshad', 'Ayesha', 'Zoya', 'Sana', 'Heena'],
  last: ['Ali', 'Siddiqui', 'Khan', 'Hussain', 'Quadri', 'Baig'],
};

const elsewhere: NamePool = {
  first: [
    'Rahul',
    'Aditya',
    'Nikhil',
    'Akash',
    'Ananya',
    'Shreya',
    'Aparna',
    'Rohan',
    'Sreelakshmi',
  ],
  last: ['Sharma', 'Nair', 'Menon', 'Iyer', 'Kulkarni', 'Joshi', 'Pillai', 'Das', 'Banerjee'],
};

/** The name pools of each seeded institute's students, with how often each is drawn. */
export const namePools: Record<number, { pool: NamePool; weight: number }[]> = {
  1: [
    { pool: tamil, weight: 0.8 },
    { pool: elsewhere, weight: 0.2 },
  ],
  2: [
    { pool: telugu, weight: 0.7 },
    { pool: deccani, weight: 0.15 },
    { pool: elsewhere, weight: 0.15 },
  ],
};

/** The seeded institutes' mail domains, the state and the home language of most of their students. */
export const campuses: Record<number, { domain: string; stateID: number; languageID: number }> = {
  1: { domain: 'kaveri.example.com', stateID: 23, languageID: 2 },
  2: { domain: 'deccan.example.com', stateID: 24, languageID: 4 },
};

/** The skills students list, by branch. */
export const skillsByBranch: Record<'cs' | 'ece' | 'mca', readonly string[]> = {
  cs: [
    'Java',
    'Python',
    'C++',
    'SQL',
    'React',
    'Node.js',
    'Data Structures',
    'Git',
    'Spring Boot',
    'AWS',
  ],
  ece: ['Embedded C', 'Verilog', 'MATLAB', 'Python', 'IoT', 'PCB Design', 'Arduino', 'C', 'VLSI'],
  mca: ['Java', 'PHP', 'SQL', 'JavaScript', 'Python', 'Django', 'Android', 'Power BI', 'Excel'],
};

export const badgeNames = ['Problem Solving', 'Java', 'Python', 'SQL', 'C++', '30 Days of Code'];

export const cities = [
  'Chennai',
  'Bengaluru',
  'Hyderabad',
  'Pune',
  'Coimbatore',
  'Mumbai',
  'Kochi',
];
