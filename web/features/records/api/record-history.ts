import { useQuery } from '@tanstack/react-query';
import * as recordRoutes from '#openapi/routes/records.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';
import { recordsKey } from './record-students.ts';

/** GET records/v1/history: a student's last 20 record changes, newest first (D28). */
export const useRecordHistory = (UserID: number) =>
  useQuery({
    queryKey: [...recordsKey, 'history', UserID],
    queryFn: () => callApi(recordRoutes.recordHistory, { query: { UserID, pageSize: 20 } }),
  });
