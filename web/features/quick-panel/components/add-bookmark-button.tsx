import StarOutlined from '@ant-design/icons/StarOutlined';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { titleMaxLength } from '#openapi/field-rules.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { Button } from '../../../shared/ui/antd.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useCreateBookmark } from '../api/create-bookmark.ts';

/** Bookmarks the page on screen: its title as the tab shows it, and its path (D16). */
export function AddBookmarkButton() {
  const { t } = useTranslation();
  const location = useLocation();
  const createBookmark = useCreateBookmark();

  const add = async () => {
    const url = `${location.pathname}${location.search}`;
    const title = (document.title.trim() || url).slice(0, titleMaxLength);
    try {
      await createBookmark.mutateAsync({ title, url });
      toast.success(t('quickPanel.bookmark.added'));
    } catch (error) {
      toast.error(errorMessage(error, t));
    }
  };

  return (
    <Button
      icon={<StarOutlined aria-hidden />}
      onClick={add}
      loading={createBookmark.isPending}
      block
    >
      {t('quickPanel.bookmark.add')}
    </Button>
  );
}
