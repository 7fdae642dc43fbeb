import type { DemoBookmark } from '#openapi/demo/bookmarks.ts';
import { before, days } from '../clock.ts';

type SeedBookmark = Omit<DemoBookmark, 'id' | 'createdAt'> & { agoDays: number };

const seed: SeedBookmark[] = [
  { title: 'My jobs', url: '/myjobs', labels: ['work'], agoDays: 1 },
  {
    title: 'Academy: Data structures in Java',
    url: '/apps/academy/courses/3',
    labels: ['reading'],
    agoDays: 2,
  },
  { title: 'Campus drive calendar', url: '/apps/calendar', labels: ['work', 'tools'], agoDays: 4 },
  {
    title: 'Aptitude question bank guide',
    url: 'https://example.org/aptitude-guide',
    labels: ['reading'],
    agoDays: 7,
  },
  {
    title: 'Salary benchmark 2025',
    url: 'https://example.com/benchmarks/2025',
    labels: ['tools'],
    agoDays: 12,
  },
];

/** The five sample bookmarks, ids 1–5, newest first. */
export function seedDemoBookmarks(now: number): DemoBookmark[] {
  return seed.map(({ agoDays, ...bookmark }, index) => ({
    ...bookmark,
    id: index + 1,
    createdAt: before(now, agoDays * days),
  }));
}
