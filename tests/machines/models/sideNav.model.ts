import { sideNavMachine } from '../../../src/machines/sideNav.machine';
import type { MachineModel } from '../support/modelPaths';

export const sideNavModel: MachineModel = {
  name: 'sideNav',
  machine: sideNavMachine,
  starts: [
    { label: 'left expanded', input: { layout: 'expanded' } },
    { label: 'left collapsed', input: { layout: 'collapsed' } },
  ],
  events: [
    { type: 'recent.select', kind: 'portfolio' },
    { type: 'recent.select', kind: 'workPlan' },
    { type: 'menu.open', menu: 'help' },
    { type: 'menu.open', menu: 'user' },
  ],
};
