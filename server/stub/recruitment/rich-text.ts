import sanitizeHtml from 'sanitize-html';

// A job description is rich text (D23): bold, italic, lists, links and headings survive; scripts,
// styles, images, event handlers and any other markup do not. The SPA cleans it again on display.

const options: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  // target and rel are the transform's own, whatever the input says.
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // A link leaves the product in a new tab, telling the other site nothing of the page it came from.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
  allowedSchemesAppliedToAttributes: ['href'],
};

/** The description as the server keeps it: HTML cleaned by the allowlist. */
export const cleanDescription = (html: string) => sanitizeHtml(html, options).trim();
