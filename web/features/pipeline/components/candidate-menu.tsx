import MoreOutlined from '@ant-design/icons/MoreOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApplicationSummary } from '#openapi/applications.ts';
import { links } from '../../../shared/routing/paths.ts';
import { Button, Dropdown } from '../../../shared/ui/antd.ts';
import { usePipeline } from '../hooks/pipeline-context.ts';
import { moveLabel } from '../model/move-label.ts';
import { type OfferChange, OfferChangeDialog } from './offer-change-dialog.tsx';

/**
 * A card's actions: the moves the server allows from where it is (the keyboard's way to move, and
 * the phone's), its history and the candidate's profile. A read-only viewer gets the last two. An
 * unanswered offer can be revised or withdrawn by whoever may move the card (D33).
 */
export function CandidateMenu({ card }: { card: ApplicationSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { job, canMove, requestMove, showHistory, moving } = usePipeline();
  const [offerChange, setOfferChange] = useState<OfferChange | null>(null);
  const moves = canMove ? card.moves : [];
  const openOffer = moves.length > 0 && card.stage === 'offered' && card.offer !== null;
  const items = [
    ...(openOffer
      ? [
          { key: 'offer:revise', label: t('pipeline.offerChange.revise') },
          { key: 'offer:withdraw', label: t('pipeline.offerChange.withdraw') },
        ]
      : []),
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
    else if (key === 'offer:revise') setOfferChange('revise');
    else if (key === 'offer:withdraw') setOfferChange('withdraw');
    else {
      const to = moves.find((stage) => key === `move:${stage}`);
      if (to) requestMove([card], to);
    }
  };
  return (
    <>
      {offerChange ? (
        <OfferChangeDialog
          job={job}
          card={card}
          change={offerChange}
          onClose={() => setOfferChange(null)}
        />
      ) : null}
      {/* autoFocus: opened from the keyboard, the menu takes the focus, so arrows and Enter pick a move. */}
      <Dropdown trigger={['click']} placement="bottomRight" menu={{ items, onClick }} autoFocus>
        <Button
          className="candidate-menu-button"
          type="text"
          icon={<MoreOutlined aria-hidden />}
          loading={moving.has(card.ApplicationID)}
          aria-label={t('pipeline.card.actions', { name: card.applicant.displayName })}
        />
      </Dropdown>
    </>
  );
}
