/**
 * The markup of a page's copy (web/app/page-snapshot.ts), written from the live elements without
 * parsing any of it: Chromium applies the page's content security policy to documents DOMParser
 * makes, so parsing the app's markup there reported every style attribute as a violation (a
 * dashboard's charts carry some seventy). Ids, scripts, frames and style elements are left out; a
 * style attribute is kept as SNAPSHOT_STYLE_DATA, which index.html's script applies through the
 * CSSOM; an element marked SNAPSHOT_LIVE_ATTRIBUTE (a clock) keeps its box and is hidden.
 */
export const SNAPSHOT_STYLE_DATA = 'data-snapshot-style';
export const SNAPSHOT_LIVE_ATTRIBUTE = 'data-snapshot-live';

const left = new Set(['script', 'noscript', 'template', 'iframe', 'object', 'style']);
const empty = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeValue = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

function markupOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return escapeText(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const element = node as Element;
  const name = element.localName;
  if (left.has(name)) return '';
  const live = element.hasAttribute(SNAPSHOT_LIVE_ATTRIBUTE);
  let attributes = '';
  for (const { name: attribute, value } of Array.from(element.attributes)) {
    if (attribute === 'id') continue;
    if (attribute === 'style') {
      const style = live ? `${value ? `${value};` : ''}visibility:hidden` : value;
      attributes += ` ${SNAPSHOT_STYLE_DATA}="${escapeValue(style)}"`;
    } else attributes += ` ${attribute}="${escapeValue(value)}"`;
  }
  if (live && !element.hasAttribute('style'))
    attributes += ` ${SNAPSHOT_STYLE_DATA}="visibility:hidden"`;
  if (empty.has(name) && element.namespaceURI === HTML_NAMESPACE) return `<${name}${attributes}>`;
  return `<${name}${attributes}>${Array.from(element.childNodes, markupOf).join('')}</${name}>`;
}

/** The markup inside `root`, as a page's copy keeps it. */
export const copyMarkup = (root: Element): string => Array.from(root.childNodes, markupOf).join('');
