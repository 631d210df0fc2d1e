import { assign, fromPromise, sendParent, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import { portfolioInputSchema, type PortfolioDetail, type PortfolioInput } from '../api/schemas/portfolio.schema';
import type { AppEvent } from './app.machine';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

export type PortfolioSettingsInput = { portfolioId: string; saved: PortfolioInput };

export type PortfolioSettingsContext = {
  portfolioId: string;
  /** What the server holds; Reset goes back to it. */
  saved: PortfolioInput;
  draft: PortfolioInput;
  failure: ApiFailure | null;
};

export type PortfolioSettingsEvent =
  | { type: 'name.change'; value: string }
  | { type: 'description.change'; value: string }
  | { type: 'form.reset' }
  | { type: 'form.submit' };

export const areSettingsDirty = ({ draft, saved }: PortfolioSettingsContext) =>
  draft.name !== saved.name || draft.description !== saved.description;

/**
 * The name and description on the portfolio's Settings tab: editing ⇄ saving. Saving is offered
 * only for a changed, valid draft; the server's answer becomes the saved values and is published
 * so that the page header shows it. Whether the draft differs from the saved values goes to the
 * parent (the app actor) at every change, as `form.dirty`.
 */
export const portfolioSettingsMachine = setup({
  types: {
    context: {} as PortfolioSettingsContext,
    events: {} as PortfolioSettingsEvent,
    input: {} as PortfolioSettingsInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    updatePortfolio: fromPromise<PortfolioDetail, { portfolioId: string; changes: PortfolioInput }>(notProvided('updatePortfolio')),
  },
  actions: {
    notifySaved: notProvided('notifySaved'),
    publishPortfolio: notProvided<[unknown, PortfolioDetail]>('publishPortfolio'),
    storeName: assign({ draft: ({ context }, name: string) => ({ ...context.draft, name }) }),
    storeDescription: assign({ draft: ({ context }, description: string) => ({ ...context.draft, description }) }),
    resetDraft: assign({ draft: ({ context }) => context.saved, failure: null }),
    storeSaved: assign({
      saved: (_, portfolio: PortfolioDetail) => ({ name: portfolio.name, description: portfolio.description }),
      draft: (_, portfolio: PortfolioDetail) => ({ name: portfolio.name, description: portfolio.description }),
      failure: null,
    }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    reportDirty: sendParent(({ context, self }): AppEvent => ({ type: 'form.dirty', form: self.id, dirty: areSettingsDirty(context) })),
  },
  guards: {
    canSave: ({ context }) => areSettingsDirty(context) && portfolioInputSchema.safeParse(context.draft).success,
  },
}).createMachine({
  id: 'portfolioSettings',
  context: ({ input }) => ({ portfolioId: input.portfolioId, saved: input.saved, draft: input.saved, failure: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'name.change': { actions: [{ type: 'storeName', params: ({ event }) => event.value }, 'reportDirty'] },
        'description.change': { actions: [{ type: 'storeDescription', params: ({ event }) => event.value }, 'reportDirty'] },
        'form.reset': { actions: ['resetDraft', 'reportDirty'] },
        'form.submit': { guard: 'canSave', target: 'saving' },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'updatePortfolio',
        src: 'updatePortfolio',
        input: ({ context }) => ({
          portfolioId: context.portfolioId,
          changes: { name: context.draft.name.trim(), description: context.draft.description.trim() },
        }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'storeSaved', params: ({ event }) => event.output },
            'reportDirty',
            { type: 'publishPortfolio', params: ({ event }) => event.output },
            'notifySaved',
          ],
        },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    failed: {
      tags: 'error',
      on: {
        'name.change': { target: 'editing', actions: [{ type: 'storeName', params: ({ event }) => event.value }, 'reportDirty'] },
        'description.change': { target: 'editing', actions: [{ type: 'storeDescription', params: ({ event }) => event.value }, 'reportDirty'] },
        'form.reset': { target: 'editing', actions: ['resetDraft', 'reportDirty'] },
        'form.submit': { guard: 'canSave', target: 'saving' },
      },
    },
  },
});
