import sanitizeHtml from 'sanitize-html';
import {
  richTextLinkAttributes,
  richTextLinkRel,
  richTextLinkSchemes,
  richTextLinkTarget,
  richTextTags,
} from '#openapi/rich-text.ts';

// A job description is rich text (D23): bold, italic, lists, links and headings survive; scripts,
// styles, images, event handlers and any other markup do not. The SPA cleans it again on display.

const options: sanitizeHtml.IOptions = {
  allowedTags: [...richTextTags],
  // target and rel are the transform's own, whatever the input says.
  allowedAttributes: { a: [...richTextLinkAttributes] },
  allowedSchemes: [...richTextLinkSchemes],
  allowProtocolRelative: false,
  // A link leaves the product in a new tab, telling the other site nothing of the page it came from.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: richTextLinkTarget, rel: richTextLinkRel }),
  },
  allowedSchemesAppliedToAttributes: ['href'],
};

/** The description as the server keeps it: HTML cleaned by the allowlist. */
export const cleanDescription = (html: string) => sanitizeHtml(html, options).trim();
