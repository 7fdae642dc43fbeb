import * as mailRoutes from '#openapi/routes/demo-mail.gen.ts';
import { requestEarly } from '../../../../shared/api/early-requests.ts';
import { mailLocationOf } from '../hooks/use-mail-location.ts';

/**
 * /apps/mail's first requests, sent as the app starts (early-requests.ts; issue 29): the folders
 * and the list of the folder the address opens, what the page's hooks ask. Not an open mail: the
 * server marks a mail read when it is fetched. A chunk of its own, so the other demo pages' early
 * requests (demo-early-requests.ts) carry none of it.
 */
export function requestMailEarly(search: string): void {
  requestEarly(mailRoutes.mailFolders);
  requestEarly(mailRoutes.mailList, { folder: mailLocationOf(new URLSearchParams(search)).folder });
}
