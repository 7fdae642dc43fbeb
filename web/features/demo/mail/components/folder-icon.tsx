import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import type { MailFolderHandle } from '#openapi/demo/mail.ts';

const icons = {
  inbox: InboxOutlined,
  sent: SendOutlined,
  drafts: EditOutlined,
  spam: StopOutlined,
  trash: DeleteOutlined,
} satisfies Record<MailFolderHandle, unknown>;

/** The icon beside a folder's name. */
export function FolderIcon({ handle }: { handle: MailFolderHandle }) {
  const Icon = icons[handle];
  return <Icon aria-hidden />;
}
