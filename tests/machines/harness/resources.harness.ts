import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { Attachment } from '../../../src/api/schemas/attachment.schema';
import { resourcesMachine } from '../../../src/machines/resources.machine';
import { controllablePromise } from '../support/controllable';
import { portfolioDetail } from '../support/portfolioFixtures';
import { createPathDriver } from '../support/pathDriver';

export function startResources(input = { portfolioId: portfolioDetail.id }) {
  const fetchResources = controllablePromise<Attachment[], { portfolioId: string }>();
  const deleteResource = controllablePromise<void, { portfolioId: string; attachmentId: string }>();
  const reorderResources = controllablePromise<Attachment[], { portfolioId: string; ids: string[] }>();
  const effects = { notifyDeleted: vi.fn(), notifyWriteFailed: vi.fn(), reportCountChange: vi.fn() };
  const actor = createActor(
    resourcesMachine.provide({
      actors: { fetchResources: fetchResources.logic, deleteResource: deleteResource.logic, reorderResources: reorderResources.logic },
      actions: effects,
    }),
    { input },
  ).start();
  const promises = { fetchResources, deleteResource, reorderResources };
  return { actor, ...promises, ...effects, driver: createPathDriver(actor, promises, {}, effects) };
}
