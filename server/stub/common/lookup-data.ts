import type { ClassItem, LookupItem, SectionItem } from '#openapi/common.ts';

// Fixed reference data of the stub: it never changes at run time, so reset() leaves it alone.

const stateNames = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  // Union territories
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
];

/** The 28 states and 8 union territories of India. */
export const states: LookupItem[] = stateNames.map((name, index) => ({ id: index + 1, name }));

export const institutes: LookupItem[] = [
  { id: 1, name: 'Kaveri Institute of Technology, Chennai' },
  { id: 2, name: 'Deccan College of Engineering, Hyderabad' },
  { id: 3, name: 'Malabar Engineering College, Kochi' },
  { id: 4, name: 'Sahyadri Institute of Technology, Pune' },
];

export const languages: LookupItem[] = [
  { id: 1, name: 'English' },
  { id: 2, name: 'Tamil' },
  { id: 3, name: 'Hindi' },
  { id: 4, name: 'Telugu' },
  { id: 5, name: 'Kannada' },
  { id: 6, name: 'Malayalam' },
];

const programmes = [
  'B.E. Computer Science — Final year',
  'B.E. Electronics and Communication — Final year',
  'MCA — Final year',
];

/** Three classes per institute, ids 1–12. */
export const classes: ClassItem[] = institutes.flatMap((institute, i) =>
  programmes.map((name, p) => ({
    id: i * programmes.length + p + 1,
    name,
    instituteID: institute.id,
  })),
);

/** Sections A and B for every class, C as well for the computer science classes. */
export const sections: SectionItem[] = classes
  .flatMap((item) =>
    (item.name.startsWith('B.E. Computer') ? ['A', 'B', 'C'] : ['A', 'B']).map((name) => ({
      name,
      classID: item.id,
    })),
  )
  .map((section, index) => ({ id: index + 1, ...section }));

/** The course list, read off the question banks so the two can never disagree. */
