import { Hono } from 'hono';
import type { TemplateProfile } from '#openapi/demo/profile.ts';
import { TemplateProfileOps } from '#openapi/operations/demo/profile.ts';
import { route } from '../../contract/route.ts';
import { nextId } from '../clock.ts';

/** The template profile's state; `reset()` swaps in a fresh copy of the seed. */
export type TemplateProfileStore = { profile: TemplateProfile };

/** The demo template's profile (/apps/profile, not the product user's own, D6): about and posts. */
export function createTemplateProfileRoutes(store: TemplateProfileStore, now: () => number) {
  const app = new Hono();

  route(app, TemplateProfileOps.templateProfile, () => ({
    message: 'Profile',
    body: store.profile,
  }));

  route(app, TemplateProfileOps.updateTemplateProfileAbout, ({ body }) => {
    store.profile.about = { ...store.profile.about, ...body };
    return { message: 'Profile saved', body: store.profile.about };
  });

  route(app, TemplateProfileOps.createTemplateProfilePost, ({ body: { text } }) => {
    const post = {
      id: nextId(store.profile.timeline),
      text,
      postedAt: new Date(now()).toISOString(),
      likes: 0,
    };
    store.profile.timeline.unshift(post);
    return { message: 'Posted', body: post };
  });

  route(app, TemplateProfileOps.removeTemplateProfilePost, ({ body: { id }, refuse }) => {
    const index = store.profile.timeline.findIndex((post) => post.id === id);
    if (index === -1) return refuse('POST_NOT_FOUND');
    store.profile.timeline.splice(index, 1);
    return { message: 'Post deleted', body: { id } };
  });

  return app;
}
