import type { SnapshotFrom } from 'xstate';
import { countdownParts, type TaskChipContext, type taskChipMachine } from '../../../machines/taskChip.machine';

type ChipSnapshot = SnapshotFrom<typeof taskChipMachine>;

/** The face of the chip: its colour, icon and label. */
export type TaskChipFace = 'pending' | 'running' | 'ready' | 'failed' | 'cancelled' | 'outdated';

const FACES: readonly TaskChipFace[] = ['pending', 'running', 'ready', 'failed', 'cancelled', 'outdated'];

export function selectFace(snapshot: ChipSnapshot): TaskChipFace {
  const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
  return FACES.find((face) => face === top) ?? 'pending';
}

/** The parts of the countdown while one runs, else null. */
export const selectCountdown = (snapshot: ChipSnapshot) => (snapshot.hasTag('countdown') ? countdownParts(snapshot.context.secondsLeft) : null);
export const selectUnexpected = (snapshot: ChipSnapshot) => snapshot.hasTag('unexpected');

const NO_MESSAGES: TaskChipContext['errorMessages'] = [];

/** A failed task's messages; the other states show none. */
export const selectErrorMessages = (snapshot: ChipSnapshot) => (snapshot.hasTag('error') ? snapshot.context.errorMessages : NO_MESSAGES);
