import { describe, expect, it } from 'vitest';
import { trackHistoryPositions } from '../../src/ui/browser/historyPositions';

/** A history as the browser keeps it: entries, the one it is on, push truncating what was ahead. */
function browserHistory(initialState: unknown = null) {
  const entries: unknown[] = [initialState];
  let index = 0;
  return {
    get state() {
      return entries[index];
    },
    pushState(...[state]: [unknown, string, string?]) {
      entries.splice(index + 1, entries.length, state);
      index += 1;
    },
    replaceState(...[state]: [unknown, string, string?]) {
      entries[index] = state;
    },
    back: () => (index -= 1),
  };
}

describe('trackHistoryPositions', () => {
  it('numbers the entry it starts on 0 and each pushed entry one past the entry it was pushed from', () => {
    const history = browserHistory();
    const positions = trackHistoryPositions(history as unknown as History);
    expect(positions.current()).toBe(0);
    history.pushState(null, '', '/a');
    history.pushState({ kept: true }, '', '/b');
    expect(positions.current()).toBe(2);
    expect(history.state).toEqual({ kept: true, horizonPosition: 2 });
    history.back();
    history.back();
    history.pushState(null, '', '/c');
    expect(positions.current()).toBe(1);
  });

  it('keeps the position of a replaced entry, and of the entry a reload starts on', () => {
    const history = browserHistory({ horizonPosition: 7 });
    const positions = trackHistoryPositions(history as unknown as History);
    expect(positions.current()).toBe(7);
    history.replaceState(null, '', '/tab');
    expect(positions.current()).toBe(7);
  });

  it('installs once, however often the app asks', () => {
    const history = browserHistory();
    const first = trackHistoryPositions(history as unknown as History);
    expect(trackHistoryPositions(history as unknown as History)).toBe(first);
    history.pushState(null, '', '/a');
    expect(first.current()).toBe(1);
  });

  it('leaves a state that is not an object alone, without a position', () => {
    const history = browserHistory();
    const positions = trackHistoryPositions(history as unknown as History);
    history.pushState('text', '', '/a');
    expect(history.state).toBe('text');
    expect(positions.current()).toBeUndefined();
  });
});
