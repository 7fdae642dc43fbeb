import type { Product, ProductImage } from '#openapi/demo/e-commerce.ts';
import { handleOf, priceWithTax } from '#openapi/demo/product-rules.ts';

// The template's 20 sample products (seed appendix), recast as a campus store's: tax rate 10,
// extra shipping fee 3, three of them inactive. Images are the store's few category pictures.

const TAX_RATE = 10;
const EXTRA_SHIPPING_FEE = 3;
const imageBase = '/assets/images/demo/e-commerce';

type Category = 'Books' | 'Apparel' | 'Stationery' | 'Electronics';

type SeedProduct = {
  name: string;
  category: Category;
  tags: string[];
  price: number;
  quantity: number;
  size: [width: string, height: string, depth: string, weight: string];
  active?: false;
  description: string;
};

const seed: SeedProduct[] = [
  {
    name: 'Placement Prep Handbook',
    category: 'Books',
    tags: ['aptitude', 'interview'],
    price: 449,
    quantity: 42,
    size: ['15cm', '23cm', '3cm', '0.6kg'],
    description:
      'Aptitude, reasoning and verbal practice sets with worked answers, arranged the way campus tests are.',
  },
  {
    name: 'Campus Hoodie - Navy',
    category: 'Apparel',
    tags: ['hoodie', 'winter'],
    price: 899,
    quantity: 25,
    size: ['55cm', '70cm', '2cm', '0.5kg'],
    description: 'A heavy cotton hoodie in navy with the campus crest on the chest.',
  },
  {
    name: 'Interview Notebook A5',
    category: 'Stationery',
    tags: ['notebook', 'a5'],
    price: 129,
    quantity: 180,
    size: ['15cm', '21cm', '1cm', '0.2kg'],
    description:
      'Ruled A5 notebook with a page per interview round to note names, questions and follow-ups.',
  },
  {
    name: 'Wireless Presenter Remote',
    category: 'Electronics',
    tags: ['presentation', 'usb'],
    price: 1199,
    quantity: 14,
    size: ['3cm', '12cm', '2cm', '0.1kg'],
    description:
      'Plug-and-play presenter with a red laser pointer, for pre-placement talks and seminars.',
  },
  {
    name: 'Data Structures in Practice',
    category: 'Books',
    tags: ['programming', 'interview'],
    price: 599,
    quantity: 0,
    size: ['17cm', '24cm', '3cm', '0.8kg'],
    active: false,
    description:
      'Arrays to graphs, each with the interview questions that use them. Reprint due next term.',
  },
  {
    name: 'Campus T-Shirt - White',
    category: 'Apparel',
    tags: ['t-shirt', 'summer'],
    price: 349,
    quantity: 60,
    size: ['50cm', '68cm', '1cm', '0.2kg'],
    description: 'Soft cotton t-shirt with the placement cell logo on the back.',
  },
  {
    name: 'Resume Paper Pack',
    category: 'Stationery',
    tags: ['resume', 'paper'],
    price: 199,
    quantity: 90,
    size: ['21cm', '30cm', '1cm', '0.5kg'],
    description: 'One hundred sheets of 100 gsm ivory paper for printed resumes.',
  },
  {
    name: 'USB-C Travel Charger',
    category: 'Electronics',
    tags: ['charger', 'usb-c'],
    price: 999,
    quantity: 33,
    size: ['5cm', '5cm', '3cm', '0.1kg'],
    description: 'A 30 W charger that fills a phone before the next interview round.',
  },
  {
    name: 'Group Discussion Guide',
    category: 'Books',
    tags: ['group-discussion', 'interview'],
    price: 299,
    quantity: 55,
    size: ['14cm', '21cm', '2cm', '0.3kg'],
    description:
      'Sixty current topics with points for and against, and how panels score a discussion.',
  },
  {
    name: 'Formal Tie - Maroon',
    category: 'Apparel',
    tags: ['tie', 'formal'],
    price: 399,
    quantity: 40,
    size: ['8cm', '145cm', '1cm', '0.1kg'],
    description: 'A plain maroon tie for interview day.',
  },
  {
    name: 'Document Folder with Zip',
    category: 'Stationery',
    tags: ['folder', 'certificates'],
    price: 249,
    quantity: 75,
    size: ['25cm', '35cm', '3cm', '0.3kg'],
    description: 'Twelve pockets for mark sheets, certificates and copies of the resume.',
  },
  {
    name: 'Noise-Cancelling Earphones',
    category: 'Electronics',
    tags: ['audio', 'online-interview'],
    price: 2499,
    quantity: 0,
    size: ['6cm', '6cm', '3cm', '0.1kg'],
    active: false,
    description:
      'Wired earphones with a clear microphone for online interviews. Discontinued by the maker.',
  },
  {
    name: 'Quantitative Aptitude Workbook',
    category: 'Books',
    tags: ['aptitude', 'practice'],
    price: 379,
    quantity: 38,
    size: ['20cm', '27cm', '2cm', '0.7kg'],
    description: 'Two thousand timed questions in the order campus tests ask them.',
  },
  {
    name: 'Campus Cap',
    category: 'Apparel',
    tags: ['cap', 'summer'],
    price: 249,
    quantity: 70,
    size: ['20cm', '12cm', '18cm', '0.1kg'],
    description: 'A cotton cap with an adjustable strap and the campus crest.',
  },
  {
    name: 'Gel Pen Set',
    category: 'Stationery',
    tags: ['pens', 'exam'],
    price: 99,
    quantity: 240,
    size: ['8cm', '16cm', '2cm', '0.1kg'],
    description: 'Ten smooth black gel pens for written tests.',
  },
  {
    name: 'Laptop Stand',
    category: 'Electronics',
    tags: ['laptop', 'desk'],
    price: 1299,
    quantity: 18,
    size: ['26cm', '5cm', '22cm', '0.9kg'],
    description:
      'A folding aluminium stand that puts the camera at eye level for video interviews.',
  },
  {
    name: 'Speak with Confidence',
    category: 'Books',
    tags: ['communication', 'interview'],
    price: 349,
    quantity: 27,
    size: ['14cm', '21cm', '2cm', '0.3kg'],
    description: 'Short exercises for clear answers in personal interviews.',
  },
  {
    name: 'Blazer - Charcoal',
    category: 'Apparel',
    tags: ['blazer', 'formal'],
    price: 3499,
    quantity: 0,
    size: ['50cm', '75cm', '4cm', '1.1kg'],
    active: false,
    description: 'A single-breasted charcoal blazer. New sizes are on order.',
  },
  {
    name: 'Sticky Notes Cube',
    category: 'Stationery',
    tags: ['notes', 'desk'],
    price: 149,
    quantity: 130,
    size: ['8cm', '8cm', '8cm', '0.3kg'],
    description: 'Four hundred sticky notes in four colours.',
  },
  {
    name: 'Webcam 1080p',
    category: 'Electronics',
    tags: ['camera', 'online-interview'],
    price: 1899,
    quantity: 21,
    size: ['9cm', '3cm', '5cm', '0.2kg'],
    description: 'A full-HD webcam with a privacy shutter, for online assessments that need one.',
  },
];

/** A category's two pictures; every product of the category shows them. */
export function imagesOf(category: string): ProductImage[] {
  const file = category.toLowerCase();
  return [
    { id: '1', url: `${imageBase}/${file}.svg`, type: 'image' },
    { id: '2', url: `${imageBase}/${file}-alt.svg`, type: 'image' },
  ];
}

/** The 20 sample products, ids '1' to '20', fresh objects each call (reset hands out new ones). */
export function seedProducts(): Product[] {
  return seed.map((item, index) => {
    const [width, height, depth, weight] = item.size;
    const priceTaxIncl = priceWithTax(item.price, TAX_RATE);
    return {
      id: String(index + 1),
      name: item.name,
      handle: handleOf(item.name),
      description: item.description,
      categories: [item.category],
      tags: [...item.tags],
      featuredImageId: '1',
      images: imagesOf(item.category),
      priceTaxExcl: item.price,
      priceTaxIncl,
      taxRate: TAX_RATE,
      comparedPrice: Math.ceil((priceTaxIncl * 1.2) / 10) * 10,
      quantity: item.quantity,
      sku: `CR-${item.category.slice(0, 3).toUpperCase()}-${String(index + 1).padStart(3, '0')}`,
      width,
      height,
      depth,
      weight,
      extraShippingFee: EXTRA_SHIPPING_FEE,
      active: item.active ?? true,
    };
  });
}
