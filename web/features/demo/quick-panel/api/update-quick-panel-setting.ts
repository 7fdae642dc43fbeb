import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateQuickPanelSettingRequest } from '#openapi/demo/quick-panel.ts';
import * as routes from '#openapi/routes/demo-quick-panel.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { getQuickPanelDataQueryOptions } from './get-quick-panel-data.ts';

/** POST /quick-panel-app/update-setting: switches a setting. */
export function updateQuickPanelSetting(body: UpdateQuickPanelSettingRequest) {
  return callApi(routes.updateQuickPanelSetting, { body });
}

export function useUpdateQuickPanelSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuickPanelSetting,
    onSuccess: (_answer, _body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getQuickPanelDataQueryOptions().queryKey }),
      ]),
  });
}
