import { mobileWarningMachine } from '../../../src/machines/mobileWarning.machine';
import { machineModel } from '../support/modelPaths';

const NARROW = 'the viewport narrows to 600 px or less';
const WIDE = 'the viewport widens past 600 px';

/** SPEC 8 "Banners" and SPEC 9 (600 px): the mobile warning shows on a phone-sized viewport until dismissed for the visit. */
export const mobileWarningModel = machineModel({
  name: 'mobileWarning',
  machine: mobileWarningMachine,
  starts: [{ label: 'app started', state: 'watching.wide', context: {} }],
  events: {
    [NARROW]: { type: 'viewport.change', narrow: true },
    [WIDE]: { type: 'viewport.change', narrow: false },
    'the user dismisses the warning': { type: 'warning.dismiss' },
  },
  states: {
    watching: { invoked: { watchViewport: undefined } },
    'watching.wide': { says: 'no mobile warning' },
    'watching.narrow': { says: '"For the best user experience please use a desktop or tablet device."', tags: ['shown'] },
    dismissed: { says: 'no mobile warning for the rest of the visit, whatever the width' },
  },
  transitions: {
    'watching.wide': { [NARROW]: 'watching.narrow' },
    'watching.narrow': { [WIDE]: 'watching.wide', 'the user dismisses the warning': 'dismissed' },
  },
});
