import MoreOutlined from '@ant-design/icons/MoreOutlined';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApplicationSummary } from '#openapi/applications.ts';
import { links } from '../../../shared/routing/paths.ts';
// The menu's button is drawn as AppButton's text button: MenuButton takes its classes.
import '../../../shared/ui/app-button.css';
import { MenuButton, type MenuButtonItem } from '../../../shared/ui/menu-button.tsx';
import { usePipeline } from '../hooks/pipeline-context.ts';
import { moveLabel } from '../model/move-label.ts';
import { HistoryDrawer, OfferChangeDialog, preloadMoveDialog } from './lazy-panels.ts';
import type { OfferChange } from './offer-change-dialog.tsx';

/**
 * A card's actions: the moves the server allows from where it is (the keyboard's way to move, and
 * the phone's), its history and the candidate's profile. A read-only viewer gets the last two. An
 * unanswered offer can be revised or withdrawn by whoever may move the card (D33). What the menu
 * opens (a dialog, the history) is fetched as a pointer or the focus comes to its button.
 */
export function CandidateMenu({ card }: { card: ApplicationSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { job, canMove, requestMove, showHistory, moving } = usePipeline();
  const [offerChange, setOfferChange] = useState<OfferChange | null>(null);
  const moves = canMove ? card.moves : [];
  const openOffer = moves.length > 0 && card.stage === 'offered' && card.offer !== null;
  const items: MenuButtonItem[] = [
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
    { key: 'history', label: t('pipeline.card.history'), dividedAbove: moves.length > 0 },
    { key: 'profile', label: t('pipeline.card.profile') },
  ];
  const onSelect = (key: string) => {
    if (key === 'history') showHistory(card);
    else if (key === 'profile') navigate(links.profile(card.applicant.UserID));
    else if (key === 'offer:revise') setOfferChange('revise');
    else if (key === 'offer:withdraw') setOfferChange('withdraw');
    else {
      const to = moves.find((stage) => key === `move:${stage}`);
      if (to) requestMove([card], to);
    }
  };
  const preload = () => {
    void HistoryDrawer.preload();
    preloadMoveDialog(moves);
    if (openOffer) void OfferChangeDialog.preload();
  };
  return (
    <>
      {offerChange ? (
        <Suspense fallback={null}>
          <OfferChangeDialog
            job={job}
            card={card}
            change={offerChange}
            onClose={() => setOfferChange(null)}
          />
        </Suspense>
      ) : null}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer and focus (a tap brings both) fetch what the items open, ahead; the button inside does the work */}
      <div className="candidate-menu" onPointerEnter={preload} onFocus={preload}>
        <MenuButton
          items={items}
          onSelect={onSelect}
          buttonClassName="app-button app-button-text candidate-menu-button"
        >
          {moving.has(card.ApplicationID) ? (
            <span className="busy-spinner" aria-hidden="true" />
          ) : (
            <MoreOutlined aria-hidden />
          )}
          <span className="visually-hidden">
            {t('pipeline.card.actions', { name: card.applicant.displayName })}
          </span>
        </MenuButton>
      </div>
    </>
  );
}
