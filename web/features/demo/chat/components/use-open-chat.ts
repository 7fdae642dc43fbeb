import { useSearchParams } from 'react-router';
import { paths } from '../../../../shared/routing/paths.ts';

/** A link to the chat app with one chat open. */
export const chatLink = (chatId: number) => `${paths.chat}?chat=${chatId}`;

/** The open chat, from the URL (`?chat=2`), so a reload and the back button keep it; else none. */
export function useOpenChat(): number | null {
  const [search] = useSearchParams();
  const chat = Number(search.get('chat'));
  return Number.isSafeInteger(chat) && chat > 0 ? chat : null;
}
