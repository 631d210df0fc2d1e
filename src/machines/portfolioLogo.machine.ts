import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { PortfolioDetail } from '../api/schemas/portfolio.schema';
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES } from '../api/schemas/portfolioLogo.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

/** Why a chosen file was not sent: the same checks the server makes (415 and 413). */
export type LogoRejection = 'type' | 'size';

export type PortfolioLogoContext = {
  portfolioId: string;
  rejection: LogoRejection | null;
  failure: ApiFailure | null;
};

export type PortfolioLogoEvent = { type: 'logo.select'; file: File };

/**
 * The portfolio logo upload (PNG, JPEG or WebP up to 1 MiB): a file the server would refuse is
 * rejected at once with the server's own reason; an accepted one is uploaded and the portfolio
 * the server answers is published to the page.
 */
export const portfolioLogoMachine = setup({
  types: {
    context: {} as PortfolioLogoContext,
    events: {} as PortfolioLogoEvent,
    input: {} as { portfolioId: string },
    tags: {} as 'busy' | 'error',
  },
  actors: {
    uploadLogo: fromPromise<PortfolioDetail, { portfolioId: string; file: File }>(notProvided('uploadLogo')),
  },
  actions: {
    notifyUploaded: notProvided('notifyUploaded'),
    publishPortfolio: notProvided<[unknown, PortfolioDetail]>('publishPortfolio'),
    reject: assign({ rejection: (_, rejection: LogoRejection) => rejection, failure: null }),
    clearOutcome: assign({ rejection: null, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
  guards: {
    hasUnacceptedType: (_, { file }: { file: File }) => !(LOGO_CONTENT_TYPES as readonly string[]).includes(file.type),
    isTooLarge: (_, { file }: { file: File }) => file.size > LOGO_MAX_BYTES,
  },
}).createMachine({
  id: 'portfolioLogo',
  context: ({ input }) => ({ portfolioId: input.portfolioId, rejection: null, failure: null }),
  initial: 'ready',
  states: {
    ready: {
      initial: 'idle',
      on: {
        'logo.select': [
          {
            guard: { type: 'hasUnacceptedType', params: ({ event }) => ({ file: event.file }) },
            target: '.rejected',
            actions: { type: 'reject', params: 'type' as const },
          },
          {
            guard: { type: 'isTooLarge', params: ({ event }) => ({ file: event.file }) },
            target: '.rejected',
            actions: { type: 'reject', params: 'size' as const },
          },
          { target: 'uploading', actions: 'clearOutcome' },
        ],
      },
      states: {
        idle: {},
        rejected: { tags: 'error' },
        failed: { tags: 'error' },
      },
    },
    uploading: {
      tags: 'busy',
      invoke: {
        id: 'uploadLogo',
        src: 'uploadLogo',
        input: ({ context, event }) => {
          assertEvent(event, 'logo.select');
          return { portfolioId: context.portfolioId, file: event.file };
        },
        onDone: {
          target: 'ready.idle',
          actions: [{ type: 'publishPortfolio', params: ({ event }) => event.output }, 'notifyUploaded'],
        },
        onError: {
          target: 'ready.failed',
          actions: { type: 'storeFailure', params: errorOf },
        },
      },
    },
  },
});
