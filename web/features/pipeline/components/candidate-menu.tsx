import MoreOutlined from '@ant-design/icons/MoreOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApplicationSummary } from '#openapi/applications.ts';
import { links } from '../../../shared/routing/paths.ts';
import { Button, Dropdown } from '../../../shared/ui/antd.ts';
import { usePipeline } from '../hooks/pipeline-context.ts';
import { moveLabel } from '../model/move-label.ts';

/**
 * A card's actions: the moves the server allows from where it is (the keyboard's way to move, and
 * the phone's), its history and the candidate's profile. A read-only viewer gets the last two.
 */
export function CandidateMenu({ card }: { card: ApplicationSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { canMove, requestMove, showHistory, moving } = usePipeline();
  const moves = canMove ? card.moves : [];
  const items = [
    ...moves.map((to) => ({
      key: `move:${to}`,
      label: moveLabel(to, t),
      danger: to === 'rejected',
    })),
    ...(moves.length > 0 ? [{ type: 'divider' as const }] : []),
    { key: 'history', label: t('pipeline.card.history') },
    { key: 'profile', label: t('pipeline.card.profile') },
  ];
  const onClick = ({ key }: { key: string }) => {
    if (key === 'history') showHistory(card);
    else if (key === 'profile') navigate(links.profile(card.applicant.UserID));
    else {
      const to = moves.find((stage) => key === `move:${stage}`);
      if (to) requestMove([card], to);
    }
  };
  return (
    // autoFocus: opened from the keyboard, the menu takes the focus, so arrows and Enter pick a move.
    <Dropdown trigger={['click']} placement="bottomRight" menu={{ items, onClick }} autoFocus>
      <Button
        className="candidate-menu-button"
        type="text"
        icon={<MoreOutlined aria-hidden />}
        loading={moving.has(card.ApplicationID)}
        aria-label={t('pipeline.card.actions', { name: card.applicant.displayName })}
      />
    </Dropdown>
  );
}
