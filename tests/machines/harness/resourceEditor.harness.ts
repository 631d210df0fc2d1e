import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { Attachment, AttachmentInput } from '../../../src/api/schemas/attachment.schema';
import { resourceEditorMachine } from '../../../src/machines/resourceEditor.machine';
import { controllablePromise } from '../support/controllable';
import { portfolioDetail } from '../support/portfolioFixtures';
import { createPathDriver } from '../support/pathDriver';

export function startResourceEditor(input = { portfolioId: portfolioDetail.id }) {
  const saveResource = controllablePromise<Attachment, { portfolioId: string; attachmentId: string | null; fields: AttachmentInput }>();
  const effects = { notifySaved: vi.fn(), reportSaved: vi.fn() };
  const actor = createActor(resourceEditorMachine.provide({ actors: { saveResource: saveResource.logic }, actions: effects }), { input }).start();
  return { actor, saveResource, ...effects, driver: createPathDriver(actor, { saveResource }, {}, effects) };
}
