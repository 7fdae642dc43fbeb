import { useQuery } from '@tanstack/react-query';
import type { ApplicationSummary } from '#openapi/applications.ts';
import { myApplicationsQueryOptions } from '../../../shared/recruitment/api/my-applications.ts';

/**
 * The accepted offer the student holds besides `application`'s, which accepting it would decline
 * (D27); null when none. Asked only while the offer can be accepted, before the student clicks.
 */
export function useHeldOffer(
  application: ApplicationSummary,
  enabled: boolean,
): ApplicationSummary | null {
  const accepted = useQuery({
    ...myApplicationsQueryOptions({ stage: 'offerAccepted' }),
    enabled,
  });
  if (!enabled) return null;
  const items = accepted.data?.body.items ?? [];
  return items.find((item) => item.ApplicationID !== application.ApplicationID) ?? null;
}
