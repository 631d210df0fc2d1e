import { vi } from 'vitest';
import { createActor } from 'xstate';
import { builderSelectionMachine } from '../../../src/machines/builderSelection.machine';
import { createPathDriver } from '../support/pathDriver';

/** The Builder's selection with its toast spied on. */
export function startBuilderSelection() {
  const toast = vi.fn();
  const actor = createActor(builderSelectionMachine.provide({ actions: { toast } })).start();
  return { actor, toast, driver: createPathDriver(actor, {}, {}, { toast }) };
}
