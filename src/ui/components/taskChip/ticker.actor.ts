import { fromCallback } from 'xstate';
import type { TaskChipEvent } from '../../../machines/taskChip.machine';

const SECOND_MS = 1000;

type Clock = {
  now: () => number;
  setInterval: (tick: () => void, ms: number) => number;
  clearInterval: (id: number) => void;
};

/** The task chip's clock: reads the time at once, so that an old estimate shows right away, and then every second. */
export function tickerActor(clock: Clock) {
  return fromCallback<TaskChipEvent>(({ sendBack }) => {
    const tick = () => sendBack({ type: 'countdown.tick', now: clock.now() });
    tick();
    const id = clock.setInterval(tick, SECOND_MS);
    return () => clock.clearInterval(id);
  });
}
