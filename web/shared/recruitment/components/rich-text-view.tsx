import { useMemo } from 'react';
import {
  richTextLinkRel,
  richTextLinkSchemes,
  richTextLinkTarget,
  richTextTags,
} from '#openapi/rich-text.ts';
import './rich-text-view.css';

const allowedTags = new Set<string>(richTextTags);
/** Elements whose content is code or styling, never text to show. */
const droppedWithContent = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object']);
const linkScheme = new RegExp(`^(?:${richTextLinkSchemes.join('|')}):`, 'i');

/**
 * Copies what the allowlist keeps into `target`: allowed elements are made afresh with no
 * attribute but a link's checked address, other elements give up only their text.
 */
function copyAllowed(from: Node, target: Node, doc: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const tag = (child as Element).localName;
    if (droppedWithContent.has(tag)) continue;
    if (!allowedTags.has(tag)) {
      copyAllowed(child, target, doc);
      continue;
    }
    const copy = doc.createElement(tag);
    if (tag === 'a') {
      const href = (child as Element).getAttribute('href')?.trim() ?? '';
      if (linkScheme.test(href)) copy.setAttribute('href', href);
      copy.setAttribute('target', richTextLinkTarget);
      copy.setAttribute('rel', richTextLinkRel);
    }
    copyAllowed(child, copy, doc);
    target.appendChild(copy);
  }
}

/**
 * Cleans a job description by D23's allowlist, the one the server cleans by. It is parsed in an
 * inert document (nothing runs, nothing loads) and rebuilt from the allowed parts only, so no
 * attribute or element the list does not name can come through.
 */
export function cleanRichText(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const out = parsed.createElement('div');
  copyAllowed(parsed.body, out, parsed);
  return out.innerHTML;
}

/**
 * A job description as stored (D23), cleaned again before it is shown: the server's cleaning is
 * not the only guard, as a real backend may keep what it was sent.
 */
export function RichTextView({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => cleanRichText(html), [html]);
  return (
    <div
      className={['rich-text', className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rebuilt from D23's allowlist just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
