import { useTranslation } from 'react-i18next';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import type { LastMove } from '../hooks/use-move-flow.ts';

/**
 * Says where the moved candidates went, beside the stage they left; where that stage is not on
 * the screen (a phone's one stage, the desktop's single column) a button goes there.
 */
export function MovedNote({
  moved,
  shown,
  onShow,
}: {
  moved: LastMove;
  /** Whether the stage they went to is on the screen already. */
  shown: boolean;
  onShow: () => void;
}) {
  const { t } = useTranslation();
  const stage = t(`recruitment.stage.${moved.to}`);
  return (
    <div className="pipeline-moved" role="status">
      <p>{t('pipeline.moved', { count: moved.count, stage })}</p>
      {shown ? null : <AppButton onClick={onShow}>{t('pipeline.showStage', { stage })}</AppButton>}
    </div>
  );
}
