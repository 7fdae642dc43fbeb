// What a job description may hold (D23): bold, italic, lists, links and headings, nothing else.
// The server cleans what it keeps by this list (sanitize-html) and the SPA cleans what it shows by
// the same list again (rebuilding it from the allowed parts), so the two never disagree.

export const richTextTags = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
] as const;

/** A link's attributes; target and rel are always the cleaner's own (a new tab that tells nothing). */
export const richTextLinkAttributes = ['href', 'target', 'rel'] as const;
export const richTextLinkSchemes = ['http', 'https', 'mailto'] as const;
export const richTextLinkTarget = '_blank';
export const richTextLinkRel = 'noopener noreferrer nofollow';
