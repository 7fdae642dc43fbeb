import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { toast } from '../../ui/toast.ts';
import { refreshRecruitment } from './keys.ts';

/**
 * A change to jobs or applications (apply, withdraw, answer an offer, close, reopen, publish):
 * every recruitment list asks again once it is made, and a refusal (a closed job, applying twice)
 * is shown as an error toast in the user's words.
 */
export function useRecruitmentChange<Input, Answer>(change: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: change,
    // A refusal means what the page shows is out of date too (the job closed, the offer was
    // withdrawn): refresh either way.
    onSettled: () => refreshRecruitment(queryClient),
    onError: (error) => toast.error(errorMessage(error, t)),
  });
}
