import {
  MailFoldersResponse,
  MailListQuery,
  MailListResponse,
  MailQuery,
  MailResponse,
  RemoveMailRequest,
  RemoveMailResponse,
} from '../../demo/mail.ts';
import { refusalsOf } from '../../refusals.ts';

/** The mail app's refusals by code, shared by the demo stubs and the contract so they cannot drift. */
export const MailRefusals = {
  MAIL_NOT_FOUND: 'Mail not found',
} as const;

// Demo-template data is the same for every visitor (as the template's in-page mocks were), so these
// calls need no token and work whether /api is the stub backend or a proxied real one.
export const MailOps = {
  mailFolders: {
    operationId: 'mailFolders',
    method: 'get',
    path: '/mail-app/folders',
    tag: 'demo',
    summary: 'The mail folders with their unread counts',
    auth: false,
    response: MailFoldersResponse,
  },
  mailList: {
    operationId: 'mailList',
    method: 'get',
    path: '/mail-app/mails',
    tag: 'demo',
    summary: 'The mails of one folder, newest first',
    auth: false,
    query: MailListQuery,
    response: MailListResponse,
  },
  mail: {
    operationId: 'mail',
    method: 'get',
    path: '/mail-app/mail',
    tag: 'demo',
    summary: 'One mail in full; marks it read',
    auth: false,
    query: MailQuery,
    response: MailResponse,
    refusals: refusalsOf(MailRefusals, 'MAIL_NOT_FOUND'),
  },
  removeMail: {
    operationId: 'removeMail',
    method: 'post',
    path: '/mail-app/remove-mail',
    tag: 'demo',
    summary: 'Delete a mail for good (seed appendix: mail delete removes the item)',
    auth: false,
    body: RemoveMailRequest,
    response: RemoveMailResponse,
    refusals: refusalsOf(MailRefusals, 'MAIL_NOT_FOUND'),
  },
} as const;
