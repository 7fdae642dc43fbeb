import DownOutlined from '@ant-design/icons/DownOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { paths } from '../../../shared/routing/paths.ts';
import { roleLabel } from '../../../shared/session/role-label.ts';
import { state } from '../../../shared/session/session-store.ts';
import { MenuButton, type MenuButtonItem } from '../../../shared/ui/menu-button.tsx';

/** Initials for the avatar when the user has no photo: "Priya Raman" → "PR". */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/**
 * The user's menu (seed §6, D6), a native menu button (the toolbar draws no antd, issue 13): My
 * Profile and Inbox where the user may open them (`opens`, the route guard's own rule: users with a
 * role, Inbox only while the demo stubs are on), then Logout.
 */
export function ProfileMenu({
  onLogout,
  opens,
}: {
  onLogout: () => void;
  /** Whether the signed-in user may open a page at this path (the app's page registry). */
  opens: (path: string) => boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSnapshot(state).auth.user;
  const role = user?.role ?? 'none';
  const links: MenuButtonItem[] = [
    { key: paths.myProfile, icon: <UserOutlined aria-hidden />, label: t('shell.myProfile') },
    { key: paths.mail, icon: <MailOutlined aria-hidden />, label: t('shell.inbox') },
  ].filter(({ key }) => opens(key));
  const items: MenuButtonItem[] = [
    ...links,
    {
      key: 'logout',
      icon: <LogoutOutlined aria-hidden />,
      label: t('shell.logout'),
      dividedAbove: links.length > 0,
    },
  ];
  const photo = user?.photoURL;
  return (
    <MenuButton
      items={items}
      onSelect={(key) => (key === 'logout' ? onLogout() : navigate(key))}
      buttonClassName="profile-button"
    >
      {/* Named by what it shows, then what it is ("Priya Raman Recruiter Your account menu"), not
          by an aria-label that would hide the visible name (WCAG 2.5.3). */}
      <span className="profile-avatar" aria-hidden="true">
        {photo ? <img src={photo} alt="" /> : initialsOf(user?.displayName ?? '')}
      </span>
      <span className="profile-text">
        <span className="profile-name">{user?.displayName}</span>
        <span className="profile-role">{roleLabel(role, t)}</span>
      </span>
      <span className="visually-hidden">{t('shell.profileMenu')}</span>
      <DownOutlined className="profile-caret" aria-hidden />
    </MenuButton>
  );
}
