import { Hono } from 'hono';
import type { SearchResult } from '#openapi/demo/search.ts';
import { SearchOps } from '#openapi/operations/demo/search.ts';
import { route } from '../../contract/route.ts';
import type { AcademyStore } from '../academy/academy-routes.ts';
import type { DemoBookmarkStore } from '../bookmarks/bookmarks-routes.ts';
import type { ChatStore } from '../chat/chat-routes.ts';
import { matches } from '../clock.ts';
import type { ContactStore } from '../contacts/contacts-routes.ts';

/** The demo data the search page looks through. */
export type SearchSources = {
  contacts: ContactStore;
  academy: AcademyStore;
  chat: ChatStore;
  bookmarks: DemoBookmarkStore;
};

/** Every contact, course, chat message and bookmark holding the phrase, in that order. */
function searchAll(sources: SearchSources, q: string): SearchResult[] {
  const hit = (...texts: string[]) => matches(q, ...texts);
  return [
    ...sources.contacts.contacts
      .filter((c) => hit(c.name, c.email, c.company, c.jobTitle))
      .map((c) => ({
        kind: 'contact' as const,
        id: c.id,
        title: c.name,
        excerpt: `${c.jobTitle}, ${c.company}`,
        url: `/apps/contacts?contact=${c.id}`,
      })),
    ...sources.academy.courses
      .filter((course) => hit(course.title, course.description))
      .map((course) => ({
        kind: 'course' as const,
        id: course.id,
        title: course.title,
        excerpt: course.description,
        url: `/apps/academy/courses/${course.id}`,
      })),
    ...sources.chat.chats.flatMap((chat) =>
      chat.messages
        .filter((message) => hit(message.text))
        .map((message) => ({
          kind: 'chat' as const,
          id: chat.id,
          title: chat.contact.name,
          excerpt: message.text,
          url: `/apps/chat?chat=${chat.id}`,
        })),
    ),
    ...sources.bookmarks.bookmarks
      .filter((bookmark) => hit(bookmark.title, bookmark.url))
      .map((bookmark) => ({
        kind: 'bookmark' as const,
        id: bookmark.id,
        title: bookmark.title,
        excerpt: bookmark.url,
        url: '/apps/bookmarks',
      })),
  ];
}

/** The demo template's search page: one phrase over the demo apps' data (issue 31). */
export function createSearchRoutes(sources: SearchSources) {
  const app = new Hono();
  route(app, SearchOps.demoSearch, ({ query: { q } }) => ({
    message: 'Search results',
    body: { query: q, results: searchAll(sources, q) },
  }));
  return app;
}
