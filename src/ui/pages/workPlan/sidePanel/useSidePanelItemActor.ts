import { useState } from 'react';
import type { PromiseActorLogic } from 'xstate';
import { sidePanelItemMachine, type DeleteSidePanelItemInput, type SaveSidePanelItemInput, type SidePanelItemContext, type SidePanelItemInput } from '../../../../machines/sidePanelItem.machine';
import { usePageActor } from '../../../app/root/usePageActor';
import type { SidePanelViewProps } from './sidePanelTypes';

/** The open view's item actor in the app's system: the Builder tells it when treatments went into a phase. */
export const SIDE_PANEL_ITEM_ID = 'workPlanSidePanelItem';

/** What one view of the panel loads, saves and deletes, and which form values it accepts. */
export type SidePanelItemWiring = {
  fetchItem: PromiseActorLogic<unknown, SidePanelItemInput>;
  saveItem?: PromiseActorLogic<unknown, SaveSidePanelItemInput>;
  deleteItem?: PromiseActorLogic<void, DeleteSidePanelItemInput>;
  isDraftValid?: (context: SidePanelItemContext) => boolean;
  reportSaved?: (saved: { form: string; saved: unknown }) => void;
  reportDeleted?: (deleted: { targetId: string }) => void;
};

/**
 * The one wiring point of a side panel view's item actor (sidePanelItemMachine), run under the
 * root app actor for as long as the view is shown. A view that does not save or delete leaves
 * those effects out, and the machine says so loudly if they are asked for.
 */
export function useSidePanelItemActor({ workPlan, selection }: Pick<SidePanelViewProps, 'workPlan' | 'selection'>, wiring: SidePanelItemWiring) {
  const [machine] = useState(() =>
    sidePanelItemMachine.provide({
      actors: {
        fetchItem: wiring.fetchItem,
        ...(wiring.saveItem ? { saveItem: wiring.saveItem } : {}),
        ...(wiring.deleteItem ? { deleteItem: wiring.deleteItem } : {}),
      },
      actions: {
        ...(wiring.reportSaved ? { reportSaved: (_: unknown, saved: { form: string; saved: unknown }) => wiring.reportSaved!(saved) } : {}),
        ...(wiring.reportDeleted ? { reportDeleted: (_: unknown, deleted: { targetId: string }) => wiring.reportDeleted!(deleted) } : {}),
      },
      guards: wiring.isDraftValid ? { isDraftValid: ({ context }) => wiring.isDraftValid!(context) } : {},
    }),
  );
  return usePageActor(SIDE_PANEL_ITEM_ID, machine, { workPlanId: workPlan.id, selection });
}

export type SidePanelItemRef = ReturnType<typeof useSidePanelItemActor>;
