import fs from 'node:fs';
import { z } from 'zod';

export const maintenanceStateSchema = z.object({
  message: z.string().trim().min(1).max(500).optional(),
  status_page_url: z.url().optional(),
});
export type MaintenanceState = z.infer<typeof maintenanceStateSchema>;

/**
 * The maintenance switch is a small JSON file: operators turn it on and off with
 * `npm run maintenance`, and every process that shares the file follows within a second.
 */
export function createMaintenanceSwitch(file: string | undefined, fromEnvironment?: MaintenanceState) {
  let checkedAt = 0;
  let cached: MaintenanceState | undefined;
  const read = (): MaintenanceState | undefined => {
    if (!file) return undefined;
    try {
      return maintenanceStateSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    } catch {
      return undefined;
    }
  };
  return {
    /** The active maintenance, if any; the file is re-read at most once a second. */
    current(): MaintenanceState | undefined {
      if (fromEnvironment) return fromEnvironment;
      const now = Date.now();
      if (now - checkedAt >= 1000) {
        cached = read();
        checkedAt = now;
      }
      return cached;
    },
  };
}

export type MaintenanceSwitch = ReturnType<typeof createMaintenanceSwitch>;

export function turnMaintenanceOn(file: string, state: MaintenanceState) {
  fs.writeFileSync(file, JSON.stringify(maintenanceStateSchema.parse(state)));
}

export function turnMaintenanceOff(file: string) {
  fs.rmSync(file, { force: true });
}
