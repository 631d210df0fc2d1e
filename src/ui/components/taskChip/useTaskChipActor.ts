import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { taskChipMachine, type TaskReading } from '../../../machines/taskChip.machine';
import { tickerActor } from './ticker.actor';

const browserClock = {
  now: () => Date.now(),
  setInterval: (tick: () => void, ms: number) => window.setInterval(tick, ms),
  clearInterval: (id: number) => window.clearInterval(id),
};

/**
 * The one wiring point of a task chip: the browser's clock as its ticker. The first reading is the
 * input; a later one is sent as `task.updated` only when its values changed, since a parent may
 * hand over equal values in new arrays on every render and each update restarts the countdown from
 * the estimate.
 */
export function useTaskChipActor(reading: Omit<TaskReading, 'now'>) {
  const [wiring] = useState(() => ({
    machine: taskChipMachine.provide({ actors: { ticker: tickerActor(browserClock) } }),
    input: { ...reading, now: browserClock.now() },
  }));
  const actorRef = useActorRef(wiring.machine, { input: wiring.input });
  const key = JSON.stringify([reading.status, reading.simTimeRemaining, reading.errorMessages]);
  const sentKey = useRef(key);
  useEffect(() => {
    if (key === sentKey.current) return;
    sentKey.current = key;
    const [status, simTimeRemaining, errorMessages] = JSON.parse(key) as [TaskReading['status'], TaskReading['simTimeRemaining'], TaskReading['errorMessages']];
    actorRef.send({ type: 'task.updated', status, simTimeRemaining, errorMessages, now: browserClock.now() });
  }, [actorRef, key]);
  return actorRef;
}
