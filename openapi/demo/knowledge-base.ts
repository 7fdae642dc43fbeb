import Type, { type Static } from 'typebox';
import { Envelope } from '../envelope.ts';
import { Id } from '../fields.ts';

// The knowledge base of the demo template (seed appendix, D18): help categories, each with its
// article count and up to five featured articles. Sample data in English (D17).

/** The most featured articles a category carries (seed appendix). */
export const featuredArticlesMax = 5;

export const HelpArticle = Type.Object({
  id: Id,
  title: Type.String(),
  content: Type.String({ description: 'Plain text; paragraphs separated by blank lines' }),
});
export type HelpArticle = Static<typeof HelpArticle>;

export const HelpCategory = Type.Object({
  id: Id,
  title: Type.String(),
  description: Type.String(),
  path: Type.Literal('/pages/knowledge-base', { description: 'The page the category lives on' }),
  articlesCount: Type.Integer({ minimum: 0, description: 'All articles of the category' }),
  featuredArticles: Type.Array(HelpArticle, { maxItems: featuredArticlesMax }),
});
export type HelpCategory = Static<typeof HelpCategory>;

export const KnowledgeBaseResponse = Envelope(Type.Array(HelpCategory));
export type KnowledgeBaseResponse = Static<typeof KnowledgeBaseResponse>;
