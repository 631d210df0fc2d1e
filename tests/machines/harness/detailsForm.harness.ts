import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { ZodType } from 'zod';
import { portfolioInputSchema } from '../../../src/api/schemas/portfolio.schema';
import { detailsFormMachine, type Details, type DetailsFormInput, type SaveDetailsInput } from '../../../src/machines/detailsForm.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';
import { portfolioDetail } from '../support/portfolioFixtures';

export const detailsFormInput: DetailsFormInput = {
  id: portfolioDetail.id,
  saved: { name: portfolioDetail.name, description: portfolioDetail.description },
};

/** The form as a wiring provides it: `schema` is the request schema that decides whether a draft may be saved. */
export function startDetailsForm(input: DetailsFormInput = detailsFormInput, schema: ZodType = portfolioInputSchema) {
  const saveDetails = controllablePromise<Details, SaveDetailsInput>();
  const effects = { notifySaved: vi.fn(), publishSaved: vi.fn(), reportDirty: vi.fn() };
  const logic = detailsFormMachine.provide({
    actors: { saveDetails: saveDetails.logic },
    actions: effects,
    guards: { isDraftValid: ({ context }) => schema.safeParse(context.draft).success },
  });
  const actor = createActor(logic, { input }).start();
  return { actor, saveDetails, ...effects, driver: createPathDriver(actor, { saveDetails }, {}, effects) };
}
