import { z } from 'zod';

/**
 * One problem found in a simulation package, in the shape of the simulation status object's
 * `error_messages` (SPEC section 3). `message` names the file, the row or setting and the column;
 * `more_info` carries the offending value or the expected alternatives.
 */
export const packageErrorSchema = z.object({
  message: z.string().min(1),
  more_info: z.string().optional(),
});

export type PackageError = z.infer<typeof packageErrorSchema>;

export const packageErrorListSchema = z.array(packageErrorSchema);

/** A planner fixes a CSV in one sitting from the first screenful; listing thousands helps no one. */
export const MAX_LISTED_ERRORS = 100;

export const SETTINGS_FILE = 'settings.json';
export const ASSETS_FILE = 'assets.csv';

/** `['strategy', 'split', 0, 'percent']` becomes `strategy.split[0].percent`. */
export function formatSettingsPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text === '' ? String(key) : `.${String(key)}`;
  }
  return text;
}

export function settingsError(path: readonly PropertyKey[], message: string, moreInfo?: string): PackageError {
  const where = path.length === 0 ? SETTINGS_FILE : `${SETTINGS_FILE} ${formatSettingsPath(path)}`;
  return withMoreInfo(`${where}: ${message}`, moreInfo);
}

/** Rows are numbered as a spreadsheet shows them: the header is row 1. */
export function assetsError(row: number | null, message: string, moreInfo?: string): PackageError {
  const where = row === null ? ASSETS_FILE : `${ASSETS_FILE} row ${row}`;
  return withMoreInfo(`${where}: ${message}`, moreInfo);
}

export function zodIssuesToSettingsErrors(issues: readonly z.core.$ZodIssue[]): PackageError[] {
  return issues.map((issue) => settingsError(issue.path, issue.message));
}

function withMoreInfo(message: string, moreInfo: string | undefined): PackageError {
  return moreInfo === undefined ? { message } : { message, more_info: moreInfo };
}
