/**
 * The search box of a list (portfolios, workspaces, simulations, help articles): typing is kept as
 * `searchText` and becomes the list's query once it pauses this long, so that a word typed
 * quickly loads once.
 */
export const SEARCH_DEBOUNCE_MS = 300;

/** What a list's search box says: its text changed, or it was cleared (which loads at once). */
export type SearchEvent = { type: 'search.change'; text: string } | { type: 'search.clear' };

/** The delay a list's machine waits in `debouncing`. */
export const searchDelays = { searchDebounce: SEARCH_DEBOUNCE_MS };

/** The state a list waits in while its search is typed: after the pause, `applySearch` makes the text the query, and the list loads it. */
export const debouncing = { after: { searchDebounce: { target: 'loading', actions: 'applySearch' } } } as const;
