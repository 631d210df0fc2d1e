/** Where an entry's position is kept in its history state. */
const POSITION_KEY = 'horizonPosition';
const INSTALLED = Symbol.for('horizon.historyPositions');

type StampedHistory = Pick<History, 'state' | 'pushState' | 'replaceState'> & { [INSTALLED]?: HistoryPositions };

export type HistoryPositions = {
  /** The position of the entry the browser is on; undefined for an entry made before the app started. */
  current(): number | undefined;
  /** The position an entry's state records. */
  of(state: unknown): number | undefined;
};

const isRecord = (state: unknown): state is Record<string, unknown> => typeof state === 'object' && state !== null && !Array.isArray(state);

function positionOf(state: unknown): number | undefined {
  const position = isRecord(state) ? state[POSITION_KEY] : undefined;
  return typeof position === 'number' ? position : undefined;
}

/** The state with a position added; a state that is not an object is left as it is (and has no position). */
function stamped(state: unknown, position: number | undefined): unknown {
  if (position === undefined) return state;
  if (state === null || state === undefined) return { [POSITION_KEY]: position };
  return isRecord(state) ? { ...state, [POSITION_KEY]: position } : state;
}

/**
 * Numbers the history entries of this page: each entry pushed records its position, one past the
 * entry it was pushed from, and a replaced entry keeps its own. After the browser's Back or
 * Forward, the entry arrived at and the one left tell how far the browser went, so that the
 * unsaved-changes guard can go back again when the user stays. Like the router, it wraps
 * pushState and replaceState: the browser announces neither.
 */
export function trackHistoryPositions(history: StampedHistory): HistoryPositions {
  const installed = history[INSTALLED];
  if (installed) return installed;
  const positions: HistoryPositions = { current: () => positionOf(history.state), of: positionOf };
  // The entry the app started on; one that already has a position (a reload) keeps it.
  if (positionOf(history.state) === undefined) history.replaceState(stamped(history.state, 0), '');
  const push = history.pushState.bind(history);
  const replace = history.replaceState.bind(history);
  history.pushState = (state, unused, url) => {
    const from = positionOf(history.state);
    push(stamped(state, from === undefined ? undefined : from + 1), unused, url);
  };
  history.replaceState = (state, unused, url) => replace(stamped(state, positionOf(history.state)), unused, url);
  history[INSTALLED] = positions;
  return positions;
}
