import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardCard } from '#openapi/demo/scrumboard.ts';
import { Input, Modal, TextArea } from '../../../../shared/ui/antd.ts';
import { DemoField } from '../../shared/demo-field.tsx';
import { useUpdateBoardCard } from '../api/update-board-card.ts';

/** The dialog that changes a card's name and description. */
export function BoardCardEditor({
  boardId,
  card,
  onClose,
}: {
  boardId: number;
  card: BoardCard;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateBoardCard();
  const [name, setName] = useState(card.name);
  const [description, setDescription] = useState(card.description);
  const save = () =>
    update.mutate(
      { boardId, cardId: card.id, name: name.trim(), description },
      { onSuccess: onClose },
    );
  return (
    <Modal
      open
      title={t('demoScrumboard.editCardTitle')}
      okText={t('demoScrumboard.save')}
      cancelText={t('demoScrumboard.cancel')}
      okButtonProps={{ disabled: !name.trim(), loading: update.isPending }}
      onOk={save}
      onCancel={onClose}
    >
      <DemoField label={t('demoScrumboard.cardName')}>
        {(id) => (
          <Input
            id={id}
            value={name}
            maxLength={200}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </DemoField>
      <DemoField label={t('demoScrumboard.cardDescription')}>
        {(id) => (
          <TextArea
            id={id}
            value={description}
            rows={4}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </DemoField>
    </Modal>
  );
}
