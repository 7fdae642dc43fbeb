import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateProfilePost } from '#openapi/demo/profile.ts';
import { errorMessage } from '../../../../shared/api/error-message.ts';
import { formatDayTime } from '../../../../shared/time/format-date.ts';
import { AppButton } from '../../../../shared/ui/app-button.tsx';
import { TextArea } from '../../../../shared/ui/text-input.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { useCreateTemplateProfilePost } from '../api/create-template-profile-post.ts';
import { useRemoveTemplateProfilePost } from '../api/remove-template-profile-post.ts';

/** The sample profile's timeline: a box to post, then the posts, newest first, each deletable. */
export function ProfileTimeline({ posts }: { posts: readonly TemplateProfilePost[] }) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const create = useCreateTemplateProfilePost();
  const remove = useRemoveTemplateProfilePost();
  const onError = (error: Error) => toast.error(errorMessage(error, t));
  return (
    <section className="profile-card" aria-labelledby="profile-timeline">
      <h2 id="profile-timeline" className="profile-card-title">
        {t('demoProfile.timeline')}
      </h2>
      <form
        className="profile-post-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) create.mutate({ text }, { onSuccess: () => setText(''), onError });
        }}
      >
        <TextArea
          aria-label={t('demoProfile.newPost')}
          placeholder={t('demoProfile.newPost')}
          rows={3}
          maxLength={1000}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <AppButton variant="primary" submit disabled={!text.trim()} loading={create.isPending}>
          {t('demoProfile.post')}
        </AppButton>
      </form>
      <ul className="demo-list profile-posts">
        {posts.map((post) => (
          <li key={post.id} className="profile-post">
            <p className="profile-post-text">{post.text}</p>
            <p className="demo-muted profile-post-meta">
              <time dateTime={post.postedAt}>{formatDayTime(post.postedAt, i18n.language)}</time>
              {` · ${t('demoProfile.likes', { count: post.likes })}`}
            </p>
            <AppButton size="small" onClick={() => remove.mutate({ id: post.id }, { onError })}>
              {t('demoProfile.deletePost')}
            </AppButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
