/** Categorical colours that stay apart for up to fourteen series (a network line and a dozen locations) and print well. */
export const SERIES_COLOURS = ['#4f46e5', '#0ea5e9', '#10b981', '#f59e0b', '#ef4444', '#8b5cf6', '#14b8a6', '#f97316', '#64748b', '#ec4899', '#84cc16', '#0f766e', '#a16207', '#1e3a8a'];

/** A share of the network by state (0 new … 6 end of life): green through red, as planners read condition. */
export const STATE_COLOURS = ['#15803d', '#22c55e', '#a3e635', '#facc15', '#fb923c', '#ef4444', '#991b1b'];

/** The FCI bands (DOMAIN.md: under 5 % good, 5-10 % fair, 10-30 % poor, over 30 % critical). */
export const BAND_COLOURS = { good: '#22c55e', fair: '#facc15', poor: '#fb923c', critical: '#ef4444' } as const;

export const MARKER_COLOUR = '#be123c';
export const GRID_COLOUR = '#eef2f7';
