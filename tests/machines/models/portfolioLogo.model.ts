import { portfolioLogoMachine } from '../../../src/machines/portfolioLogo.machine';
import { apiError } from '../support/fixtures';
import { portfolioDetail } from '../support/portfolioFixtures';
import type { MachineModel } from '../support/modelPaths';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A File serialises as {}; `chosen` tells the three choices apart in the traversal and the printed paths. */
const select = (chosen: string, file: File) => ({ type: 'logo.select', file, chosen });

export const portfolioLogoModel: MachineModel = {
  name: 'portfolioLogo',
  machine: portfolioLogoMachine,
  starts: [{ label: 'settings tab opened by an Admin', input: { portfolioId: portfolioDetail.id } }],
  events: [
    select('a PNG', new File([PNG], 'logo.png', { type: 'image/png' })),
    select('an SVG', new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })),
    select('a PNG over 1 MiB', new File([new Uint8Array(1024 * 1024 + 1)], 'huge.png', { type: 'image/png' })),
    { type: 'xstate.done.actor.uploadLogo', output: { ...portfolioDetail, logo_url: '/api/portfolio-logos/x/y' } },
    { type: 'xstate.error.actor.uploadLogo', error: apiError(415, 'The logo must be a PNG, JPEG or WebP image.') },
  ],
};
