import { describe, expect, it } from 'vitest';
import { taskStatusSchema, type TaskStatus } from '../../src/api/schemas/taskStatus.schema';
import { countdownParts } from '../../src/machines/taskChip.machine';
import { startTaskChip } from './harness/taskChip.harness';

const READ_AT = Date.parse('2026-11-25T10:00:00.000Z');
const at = (seconds: number) => READ_AT + seconds * 1000;

const chipOf = (snapshot: { value: unknown }) => (typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value as object)[0]);

describe("the task chip's state (SPEC 4: new and queued show pending, running shows running, completed and active show ready, cancelled shows cancelled, invalid and failed show failed)", () => {
  it.each([
    ['new', 'pending'],
    ['pending', 'pending'],
    ['queued', 'pending'],
    ['running', 'running'],
    ['completed', 'ready'],
    ['active', 'ready'],
    ['cancelled', 'cancelled'],
    ['invalid', 'failed'],
    ['failed', 'failed'],
    ['outdated', 'outdated'],
  ] as Array<[TaskStatus, string]>)('%s shows %s', (status, chip) => {
    const { actor } = startTaskChip({ status, simTimeRemaining: null, errorMessages: [] });
    expect(chipOf(actor.getSnapshot())).toBe(chip);
    expect(actor.getSnapshot().hasTag('countdown')).toBe(false);
    expect(actor.getSnapshot().hasTag('unexpected')).toBe(false);
    expect(actor.getSnapshot().hasTag('error')).toBe(chip === 'failed');
  });

  it('shows every task status as one of the chips', () => {
    for (const status of taskStatusSchema.options) {
      const { actor } = startTaskChip({ status, simTimeRemaining: null, errorMessages: [] });
      expect(['pending', 'running', 'ready', 'cancelled', 'failed', 'outdated']).toContain(chipOf(actor.getSnapshot()));
    }
  });

  it("shows pending with the error 'Unexpected Error' when the simulation has no task status", () => {
    const { actor } = startTaskChip({ status: null, simTimeRemaining: 120, errorMessages: [] });
    expect(chipOf(actor.getSnapshot())).toBe('pending');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().hasTag('unexpected')).toBe(true);
    expect(actor.getSnapshot().hasTag('countdown')).toBe(false);
  });

  it('keeps a failed task’s error messages for the tooltip', () => {
    const errorMessages = [{ message: 'assets.csv row 4: unknown class', more_info: 'Road, Bridge' }, { message: 'settings.json: budget must be positive' }];
    const { actor } = startTaskChip({ status: 'failed', simTimeRemaining: null, errorMessages });
    expect(actor.getSnapshot().context.errorMessages).toEqual(errorMessages);
  });
});

describe('the countdown text parts (SPEC 4: hours and minutes, or minutes and seconds, left)', () => {
  it.each([
    [3661, { hours: 1, minutes: 1 }],
    [3600, { hours: 1, minutes: 0 }],
    [3599, { minutes: 59, seconds: 59 }],
    [725, { minutes: 12, seconds: 5 }],
    [59, { minutes: 0, seconds: 59 }],
    [1, { minutes: 0, seconds: 1 }],
    [90_061, { hours: 25, minutes: 1 }],
  ])('%i s left reads as %o', (seconds, parts) => {
    expect(countdownParts(seconds)).toEqual(parts);
  });

  it.each([0, -5, null])('%s s left shows the state label instead', (seconds) => {
    expect(countdownParts(seconds)).toBeNull();
  });
});

describe('the countdown', () => {
  it('counts a queued or running task’s estimate down on the ticker’s clock', () => {
    const { actor, ticker } = startTaskChip({ status: 'running', simTimeRemaining: 3661, errorMessages: [], now: READ_AT });
    expect(actor.getSnapshot().hasTag('countdown')).toBe(true);
    expect(ticker.running).toBe(true);
    ticker.send({ type: 'countdown.tick', now: at(1) });
    expect(actor.getSnapshot().context.secondsLeft).toBe(3660);
    ticker.send({ type: 'countdown.tick', now: at(1.5) });
    expect(actor.getSnapshot().context.secondsLeft).toBe(3660);
    ticker.send({ type: 'countdown.tick', now: at(2) });
    expect(actor.getSnapshot().context.secondsLeft).toBe(3659);
  });

  it('catches up after the browser slowed the timers of a hidden tab', () => {
    const { actor, ticker } = startTaskChip({ status: 'queued', simTimeRemaining: 725, errorMessages: [], now: READ_AT });
    expect(chipOf(actor.getSnapshot())).toBe('pending');
    ticker.send({ type: 'countdown.tick', now: at(600) });
    expect(actor.getSnapshot().context.secondsLeft).toBe(125);
  });

  it('starts from the first clock reading when the page did not say when it read the estimate', () => {
    const { actor, ticker } = startTaskChip({ status: 'running', simTimeRemaining: 59, errorMessages: [] });
    ticker.send({ type: 'countdown.tick', now: at(100) });
    expect(actor.getSnapshot().context.secondsLeft).toBe(59);
    ticker.send({ type: 'countdown.tick', now: at(101) });
    expect(actor.getSnapshot().context.secondsLeft).toBe(58);
  });

  it('shows the state label again and stops ticking when the time runs out', () => {
    const { actor, ticker } = startTaskChip({ status: 'running', simTimeRemaining: 59, errorMessages: [], now: READ_AT });
    ticker.send({ type: 'countdown.tick', now: at(58) });
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    ticker.send({ type: 'countdown.tick', now: at(59) });
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    expect(chipOf(actor.getSnapshot())).toBe('running');
    expect(actor.getSnapshot().hasTag('countdown')).toBe(false);
    expect(ticker.running).toBe(false);
  });

  it.each([
    ['new', 300],
    ['completed', 300],
    ['running', 0],
    ['running', null],
    ['queued', null],
  ] as Array<[TaskStatus, number | null]>)('does not count down for %s with %s s left', (status, simTimeRemaining) => {
    const { actor, ticker } = startTaskChip({ status, simTimeRemaining, errorMessages: [], now: READ_AT });
    expect(actor.getSnapshot().hasTag('countdown')).toBe(false);
    expect(ticker.running).toBe(false);
  });

  it('stops when the re-read task changed status', () => {
    const { actor, ticker } = startTaskChip({ status: 'running', simTimeRemaining: 725, errorMessages: [], now: READ_AT });
    actor.send({ type: 'task.updated', status: 'completed', simTimeRemaining: null, errorMessages: [], now: at(30) });
    expect(chipOf(actor.getSnapshot())).toBe('ready');
    expect(actor.getSnapshot().hasTag('countdown')).toBe(false);
    expect(ticker.running).toBe(false);
  });

  it('starts again from a re-read estimate', () => {
    const { actor, ticker } = startTaskChip({ status: 'queued', simTimeRemaining: 725, errorMessages: [], now: READ_AT });
    ticker.send({ type: 'countdown.tick', now: at(5) });
    actor.send({ type: 'task.updated', status: 'running', simTimeRemaining: 3661, errorMessages: [], now: at(10) });
    expect(chipOf(actor.getSnapshot())).toBe('running');
    expect(actor.getSnapshot().context.secondsLeft).toBe(3661);
    expect(ticker.runs).toBe(2);
    ticker.send({ type: 'countdown.tick', now: at(11) });
    expect(actor.getSnapshot().context.secondsLeft).toBe(3660);
  });

  it('shows a failure after a run, with its messages', () => {
    const { actor, ticker } = startTaskChip({ status: 'running', simTimeRemaining: 725, errorMessages: [], now: READ_AT });
    const errorMessages = [{ message: 'The run stopped: out of memory' }];
    actor.send({ type: 'task.updated', status: 'failed', simTimeRemaining: null, errorMessages, now: at(30) });
    expect(chipOf(actor.getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.errorMessages).toEqual(errorMessages);
    expect(ticker.running).toBe(false);
  });

  it("shows 'Unexpected Error' when a re-read simulation lost its task status", () => {
    const { actor } = startTaskChip({ status: 'running', simTimeRemaining: 725, errorMessages: [], now: READ_AT });
    actor.send({ type: 'task.updated', status: null, simTimeRemaining: null, errorMessages: [] });
    expect(chipOf(actor.getSnapshot())).toBe('pending');
    expect(actor.getSnapshot().hasTag('unexpected')).toBe(true);
  });
});
