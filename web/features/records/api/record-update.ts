import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordUpdateRequest } from '#openapi/records.ts';
import * as recordRoutes from '#openapi/routes/records.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';
import { refreshRecruitment } from '../../../shared/recruitment/api/keys.ts';

/**
 * POST records/v1/update: one record entered or corrected (D28); every recruitment list asks
 * again, as eligibility reads the record.
 */
export function useRecordUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordUpdateRequest) => callApi(recordRoutes.recordUpdate, { body }),
    onSuccess: () => refreshRecruitment(queryClient),
  });
}
