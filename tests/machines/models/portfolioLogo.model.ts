import type { ApiFailure } from '../../../src/api/apiError';
import type { LogoRejection } from '../../../src/machines/portfolioLogo.machine';
import { portfolioLogoMachine } from '../../../src/machines/portfolioLogo.machine';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';
import { portfolioDetail } from '../support/portfolioFixtures';

const ID = portfolioDetail.id;
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = new File([PNG_BYTES], 'logo.png', { type: 'image/png' });
const uploaded = { ...portfolioDetail, logo_url: '/api/portfolio-logos/x/y' };
const PICK_PNG = 'the user picks a PNG';
const PICK_SVG = 'the user picks an SVG';
const PICK_HUGE = 'the user picks a PNG over 1 MiB';

/**
 * The portfolio's logo on its Settings tab: PNG, JPEG or WebP up to 1 MiB, the server's own limits
 * (415, 413), checked before sending; an upload's answer is the portfolio, which the page shows.
 */
export const portfolioLogoModel = machineModel({
  name: 'portfolioLogo',
  machine: portfolioLogoMachine,
  starts: [
    {
      label: 'settings tab opened by an Admin',
      input: { portfolioId: ID },
      state: 'ready.idle',
      context: { portfolioId: ID, rejection: null as LogoRejection | null, failure: null as ApiFailure | null },
    },
  ],
  events: {
    [PICK_PNG]: { type: 'logo.select', file: png },
    [PICK_SVG]: { type: 'logo.select', file: new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }) },
    [PICK_HUGE]: { type: 'logo.select', file: new File([new Uint8Array(1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }) },
    'the logo is uploaded': { type: 'xstate.done.actor.uploadLogo', output: uploaded },
    'the server refuses the type': { type: 'xstate.error.actor.uploadLogo', error: apiError(415, 'The logo must be a PNG, JPEG or WebP image.') },
  },
  states: {
    ready: { says: 'the logo picker' },
    'ready.idle': {},
    'ready.rejected': { says: ({ rejection }) => (rejection === 'type' ? 'says only PNG, JPEG or WebP images are accepted' : 'says the image is over 1 MiB'), tags: ['error'] },
    'ready.failed': { says: ({ failure }) => `says "${failure?.message}"`, tags: ['error'] },
    uploading: { says: 'uploading the logo', tags: ['busy'], invoked: { uploadLogo: { portfolioId: ID, file: png } } },
  },
  transitions: {
    ready: {
      [PICK_PNG]: { to: 'uploading', context: { rejection: null, failure: null } },
      [PICK_SVG]: { to: 'ready.rejected', context: { rejection: 'type', failure: null } },
      [PICK_HUGE]: { to: 'ready.rejected', context: { rejection: 'size', failure: null } },
    },
    uploading: {
      'the logo is uploaded': { to: 'ready.idle', calls: { publishPortfolio: [uploaded], notifyUploaded: [undefined] } },
      'the server refuses the type': { to: 'ready.failed', context: { failure: { status: 415, message: 'The logo must be a PNG, JPEG or WebP image.' } } },
    },
  },
});
