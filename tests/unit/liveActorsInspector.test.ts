import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { liveActorsInspector } from '../../src/ui/app/liveActorsInspector';

const idle = createMachine({});
/** A root with a child for as long as it is in `open`. */
const root = createMachine({
  invoke: { id: 'banner', systemId: 'banner', src: idle },
  initial: 'open',
  states: {
    open: { invoke: { id: 'page', systemId: 'page', src: idle }, on: { close: 'closed' } },
    closed: {},
  },
});

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live actors list for end-to-end tests', () => {
  it('with ?actors, <body data-actors> lists the live system ids, and loses a child once it stops', async () => {
    const body = { dataset: {} } as HTMLElement;
    const actor = createActor(root, { inspect: liveActorsInspector('?actors', body) }).start();
    await nextTask();
    expect(body.dataset.actors).toBe('banner page');
    actor.send({ type: 'close' });
    await nextTask();
    expect(body.dataset.actors).toBe('banner');
  });

  it('without ?actors there is no observer', () => {
    expect(liveActorsInspector('?inspect&tab=members', { dataset: {} } as HTMLElement)).toBeUndefined();
  });
});
