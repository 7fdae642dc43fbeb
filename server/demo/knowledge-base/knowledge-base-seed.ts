import type { HelpCategory } from '#openapi/demo/knowledge-base.ts';

// The template's help categories, recast for campus recruiting; sample data in English (D17). Each
// category counts more articles than it features, as the template's did.
type SeedCategory = {
  title: string;
  description: string;
  articlesCount: number;
  articles: string[];
};

const categories: SeedCategory[] = [
  {
    title: 'Getting started',
    description: 'Signing in, your profile and finding your way around',
    articlesCount: 12,
    articles: [
      'Signing in for the first time',
      'Setting up your profile',
      'Changing the language',
      'Using the quick panel',
      'Resetting a forgotten password',
    ],
  },
  {
    title: 'Posting jobs',
    description: 'Drafts, eligibility rules and publishing',
    articlesCount: 9,
    articles: [
      'Writing a job description',
      'Choosing institutes and branches',
      'Setting the eligibility rules',
      'Attaching an assessment',
      'Closing and reopening a job',
    ],
  },
  {
    title: 'Online assessments',
    description: 'Timed tests, saving answers and results',
    articlesCount: 7,
    articles: [
      'How the test timer works',
      'What happens when you go offline',
      'Resuming a test',
      'Reading your score',
    ],
  },
  {
    title: 'Applications',
    description: 'Applying, stages and offers',
    articlesCount: 8,
    articles: [
      'Applying to a job',
      'The stages of an application',
      'Answering an offer',
      'Withdrawing an application',
      'Why a job is not open to you',
    ],
  },
  {
    title: 'For institutes',
    description: 'Academic records and following placements',
    articlesCount: 5,
    articles: ['Keeping academic records up to date', 'The college dashboard', 'Sharing profiles'],
  },
  {
    title: 'Account and privacy',
    description: 'What is shared, with whom, and how to change it',
    articlesCount: 4,
    articles: ['Who can see your profile', 'Signing out of every device'],
  },
];

const contentOf = (title: string, category: string) =>
  `This article of "${category}" explains ${title.charAt(0).toLowerCase()}${title.slice(1)}.

Follow the steps on the screen; each one says what it changes before you confirm it. If anything is unclear, your placement cell or the recruiter of the job can help.`;

export function seedKnowledgeBase(): HelpCategory[] {
  let articleId = 0;
  return categories.map((category, index) => ({
    id: index + 1,
    title: category.title,
    description: category.description,
    path: '/pages/knowledge-base',
    articlesCount: category.articlesCount,
    featuredArticles: category.articles.map((title) => ({
      id: ++articleId,
      title,
      content: contentOf(title, category.title),
    })),
  }));
}
