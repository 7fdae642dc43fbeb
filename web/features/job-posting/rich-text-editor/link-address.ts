import { richTextLinkSchemes } from '#openapi/rich-text.ts';

const allowedScheme = new RegExp(`^(?:${richTextLinkSchemes.join('|')}):`, 'i');
const anyScheme = /^[a-z][a-z0-9+.-]*:/i;

/** Whether an address uses a scheme D23's allowlist keeps (http, https, mailto). */
export const isAllowedLink = (address: string) => allowedScheme.test(address);

/**
 * The link address for what the recruiter typed: `careers.example.com` becomes https, an email
 * address becomes mailto. Undefined when it is no address the allowlist keeps (javascript:, ftp:,
 * spaces), so the editor never holds a link the server would strip.
 */
export function linkAddressOf(typed: string): string | undefined {
  const text = typed.trim();
  if (text === '' || /\s/.test(text)) return undefined;
  let address = text;
  if (!anyScheme.test(text)) address = text.includes('@') ? `mailto:${text}` : `https://${text}`;
  if (!isAllowedLink(address)) return undefined;
  try {
    new URL(address);
  } catch {
    return undefined;
  }
  return address;
}
