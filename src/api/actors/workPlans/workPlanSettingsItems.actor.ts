import { fromPromise } from 'xstate';
import type { OrderItemsInput, RemoveItemInput, SaveItemInput } from '../../../machines/workPlanSettingsList.machine';
import type { WorkPlanListName } from '../../../machines/workPlanSettingsItems';
import type { ApiClient } from '../../client';
import { workPlanPaths } from '../../paths/workPlanPaths';
import { workPlanSettingsSchema, type WorkPlanSettings } from '../../schemas/workPlan.schema';

/** Each list's paths under /v5/workspace-setting-*; an item's URL names it by the list's own parameter. */
const LIST_PATHS = {
  funding_sources: {
    create: (wpId: string) => workPlanPaths.fundingSourceCreate.url({ wpId }),
    item: (wpId: string, id: string) => workPlanPaths.fundingSourceUpdate.url({ wpId, fundingSourceId: id }),
    order: (wpId: string) => workPlanPaths.fundingSourceOrder.url({ wpId }),
  },
  priority_items: {
    create: (wpId: string) => workPlanPaths.priorityItemCreate.url({ wpId }),
    item: (wpId: string, id: string) => workPlanPaths.priorityItemUpdate.url({ wpId, priorityItemId: id }),
    order: (wpId: string) => workPlanPaths.priorityItemOrder.url({ wpId }),
  },
  status_items: {
    create: (wpId: string) => workPlanPaths.statusItemCreate.url({ wpId }),
    item: (wpId: string, id: string) => workPlanPaths.statusItemUpdate.url({ wpId, statusItemId: id }),
    order: (wpId: string) => workPlanPaths.statusItemOrder.url({ wpId }),
  },
  udf_fields: {
    create: (wpId: string) => workPlanPaths.udfFieldCreate.url({ wpId }),
    item: (wpId: string, id: string) => workPlanPaths.udfFieldUpdate.url({ wpId, udfFieldId: id }),
    order: (wpId: string) => workPlanPaths.udfFieldOrder.url({ wpId }),
  },
} satisfies Record<WorkPlanListName, unknown>;

/** POST a new item, or PUT a changed one; either answers the plan's settings. */
export function saveWorkPlanSettingsItemActor(api: ApiClient) {
  return fromPromise<WorkPlanSettings, SaveItemInput>(({ input, signal }) => {
    const paths = LIST_PATHS[input.list];
    const url = input.itemId ? paths.item(input.workPlanId, input.itemId) : paths.create(input.workPlanId);
    return api.request(url, workPlanSettingsSchema, { method: input.itemId ? 'PUT' : 'POST', body: input.body, signal });
  });
}

/** DELETE an item: the items after it move up. */
export function removeWorkPlanSettingsItemActor(api: ApiClient) {
  return fromPromise<WorkPlanSettings, RemoveItemInput>(({ input, signal }) =>
    api.request(LIST_PATHS[input.list].item(input.workPlanId, input.itemId), workPlanSettingsSchema, { method: 'DELETE', signal }),
  );
}

/** PUT …/order with every item of the list in its new order; a list changed meanwhile is refused (409). */
export function orderWorkPlanSettingsItemsActor(api: ApiClient) {
  return fromPromise<WorkPlanSettings, OrderItemsInput>(({ input, signal }) =>
    api.request(LIST_PATHS[input.list].order(input.workPlanId), workPlanSettingsSchema, { method: 'PUT', body: { ids: input.ids }, signal }),
  );
}
