import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CheckSquareOutlined from '@ant-design/icons/CheckSquareOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import FileAddOutlined from '@ant-design/icons/FileAddOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import FolderOutlined from '@ant-design/icons/FolderOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import ProjectOutlined from '@ant-design/icons/ProjectOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import SolutionOutlined from '@ant-design/icons/SolutionOutlined';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Input } from '../../../shared/ui/antd.ts';
import { quietClear } from '../../../shared/ui/quiet-app-icons.tsx';
import { matchShortcuts, type Shortcut } from '../shortcuts.ts';

const icons: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  dashboard: <DashboardOutlined />,
  adminDashboard: <DashboardOutlined />,
  collegeDashboard: <BankOutlined />,
  myJobs: <SolutionOutlined />,
  jobs: <UnorderedListOutlined />,
  allJobs: <UnorderedListOutlined />,
  postJob: <FileAddOutlined />,
  result: <TrophyOutlined />,
  myProfile: <UserOutlined />,
  mail: <MailOutlined />,
  // Demo-template pages of helper H8 (issue 31).
  faq: <QuestionCircleOutlined />,
  knowledgeBase: <ReadOutlined />,
  fileManager: <FolderOutlined />,
  icons: <AppstoreOutlined />,
  todo: <CheckSquareOutlined />,
  scrumboard: <ProjectOutlined />,
  calendar: <CalendarOutlined />,
  notesApp: <FileTextOutlined />,
};

/**
 * The shortcut search of seed §2, as a WAI-ARIA list combobox: typing filters, the arrow keys move
 * the highlight, Enter or a click opens the page.
 */
export function ShortcutSearch({
  shortcuts,
  onPicked,
}: {
  /** The signed-in role's shortcuts, in the order they are listed. */
  shortcuts: readonly Shortcut[];
  onPicked: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();

  const titleOf = (shortcut: Shortcut) => t(shortcut.titleKey);
  const matches = matchShortcuts(shortcuts, query, titleOf);
  const optionId = (shortcut: Shortcut) => `${listId}-${shortcut.id}`;
  const activeShortcut = matches[Math.min(active, matches.length - 1)];

  const pick = (shortcut: Shortcut) => {
    onPicked();
    void navigate(shortcut.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (matches.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' && activeShortcut) {
      event.preventDefault();
      pick(activeShortcut);
    }
  };

  return (
    <div className="shortcut-search">
      <Input
        role="combobox"
        aria-label={t('quickPanel.search.label')}
        aria-expanded={matches.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeShortcut ? optionId(activeShortcut) : undefined}
        placeholder={t('quickPanel.search.placeholder')}
        prefix={<SearchOutlined aria-hidden />}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        allowClear={quietClear}
      />
      <div
        className="shortcut-list"
        id={listId}
        role="listbox"
        aria-label={t('quickPanel.shortcuts.heading')}
      >
        {matches.map((shortcut) => (
          // Keyboard users move through the options from the combobox (aria-activedescendant).
          <div
            key={shortcut.id}
            id={optionId(shortcut)}
            role="option"
            tabIndex={-1}
            aria-selected={shortcut === activeShortcut}
            className="shortcut-option"
            onClick={() => pick(shortcut)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') pick(shortcut);
            }}
          >
            <span className="shortcut-icon" aria-hidden>
              {icons[shortcut.id] ?? <AppstoreOutlined />}
            </span>
            {titleOf(shortcut)}
          </div>
        ))}
      </div>
      {matches.length === 0 && (
        <p className="shortcut-empty" role="status">
          {t('quickPanel.search.noResults')}
        </p>
      )}
    </div>
  );
}
