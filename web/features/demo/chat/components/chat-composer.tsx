import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../shared/api/error-message.ts';
import { AppButton } from '../../../../shared/ui/app-button.tsx';
import { TextArea } from '../../../../shared/ui/text-input.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { useSendChatMessage } from '../api/send-chat-message.ts';

/** The box under a thread: type, then Send (or Enter; Shift+Enter for a new line). */
export function ChatComposer({ chatId }: { chatId: number }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const send = useSendChatMessage();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (text.trim() === '' || send.isPending) return;
    send.mutate(
      { chatId, text },
      {
        onSuccess: () => setText(''),
        onError: (error) => toast.error(errorMessage(error, t)),
      },
    );
  };
  return (
    <form className="chat-composer" onSubmit={submit}>
      <TextArea
        className="chat-composer-box"
        aria-label={t('demoChat.message')}
        placeholder={t('demoChat.placeholder')}
        rows={2}
        maxLength={2000}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) submit(event);
        }}
      />
      <AppButton variant="primary" submit loading={send.isPending} disabled={!text.trim()}>
        {t('demoChat.send')}
      </AppButton>
    </form>
  );
}
