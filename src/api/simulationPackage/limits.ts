/** States run from 0 (new) to 6 (end of life); the engine stores them in a byte. */
export const STATE_COUNT = 7;
export const END_OF_LIFE_STATE = STATE_COUNT - 1;
/** The treatments an asset may receive are one 32-bit mask per asset. */
export const MAX_TREATMENTS = 32;
export const MAX_CRITERIA = 8;
export const MAX_FUNDING_SOURCES = 16;
/** A split is accepted when it totals 100 % to within rounding of the planner's spreadsheet. */
export const SPLIT_TOLERANCE_PERCENT = 0.01;
/** Seeds are 32-bit: the generator's state is seeded from one unsigned 32-bit number. */
export const MAX_SEED = 0xffffffff;
/** The largest network a snapshot may hold (the size of an upload is the server's UPLOAD_LIMIT_MB). */
export const MAX_ASSET_ROWS = 1_000_000;
/** settings.json is a model and a strategy: a few hundred kilobytes at most in practice. */
export const MAX_SETTINGS_FILE_BYTES = 5 * 1024 * 1024;
