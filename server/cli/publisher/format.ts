import type { PackageError } from '../../../src/api/simulationPackage/errors';
import type { Task } from '../../../src/api/schemas/task.schema';

const BAR_WIDTH = 30;

export type DeviceCodeShown = { verification_uri: string; user_code: string; verification_uri_complete?: string };

/** What the person reads to sign in, as other command lines print it. */
export function signInInstructions(device: DeviceCodeShown): string {
  const lines = [`To sign in, open ${device.verification_uri} and enter the code ${device.user_code}`];
  if (device.verification_uri_complete) lines.push(`(or open ${device.verification_uri_complete} to have the code filled in)`);
  return lines.join('\n');
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Seconds as a person says them: "0.4 s", "3 s", "45 s", "2 min 05 s", "1 h 03 min". */
export function formatDuration(seconds: number): string {
  // The samples run in well under a second: "0 s" would read as nothing happened.
  if (seconds < 9.95 && !Number.isInteger(seconds)) return `${Math.max(0, seconds).toFixed(1)} s`;
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  if (whole < 3600) return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
  return `${Math.floor(whole / 3600)} h ${String(Math.floor((whole % 3600) / 60)).padStart(2, '0')} min`;
}

function bar(share: number): string {
  const clamped = Math.min(1, Math.max(0, share));
  const filled = Math.round(clamped * BAR_WIDTH);
  return `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${Math.floor(clamped * 100).toString().padStart(3)} %`;
}

/** One line of an upload: bar, share done, bytes sent of the file's size. */
export function uploadProgressLine(file: string, sent: number, total: number): string {
  return `${file} ${bar(total > 0 ? sent / total : 1)}  ${formatBytes(sent)} of ${formatBytes(total)}`;
}

/** One line of a running task: its status, its progress and the countdown the server estimates. */
export function taskProgressLine(task: Pick<Task, 'status' | 'progress' | 'sim_time_remaining'>): string {
  const left = task.sim_time_remaining === null ? '' : `  about ${formatDuration(task.sim_time_remaining)} left`;
  return `${task.status} ${bar(task.progress)}${left}`;
}

export type ProgressWriter = (share: number, line: string) => void;

/**
 * Progress on a terminal is one line redrawn with \r; into a file or a pipe it is a line per 10 %,
 * so that a log stays readable. `finish` ends the redrawn line.
 */
export function progressWriter(stream: { isTTY?: boolean; write(text: string): unknown }): { update: ProgressWriter; finish(): void } {
  let lastStep = -1;
  let drawn = false;
  return {
    update(share, line) {
      if (stream.isTTY) {
        stream.write(`\r${line}\u001b[K`);
        drawn = true;
        return;
      }
      const step = Math.floor(Math.min(1, Math.max(0, share)) * 10);
      if (step > lastStep) {
        lastStep = step;
        stream.write(`${line}\n`);
      }
    },
    finish() {
      if (drawn) stream.write('\n');
      drawn = false;
      lastStep = -1;
    },
  };
}

/** The engine's findings, one indented line each, with the offending value or alternatives in brackets. */
export function packageErrorLines(errors: readonly PackageError[]): string {
  return errors.map((error) => `  ${error.message}${error.more_info ? ` (${error.more_info})` : ''}`).join('\n');
}

/** SPEC 4: the statuses after which a task changes no more (invalid: its package was refused). */
export const FINAL_STATUSES = new Set<Task['status']>(['completed', 'failed', 'invalid', 'cancelled', 'outdated']);

/** The closing line of a task that reached a final status. */
export function finalTaskMessage(task: Pick<Task, 'status' | 'duration_s'>, simulationName: string): string {
  switch (task.status) {
    case 'completed':
      return `Simulation "${simulationName}" completed${task.duration_s === null ? '' : ` in ${formatDuration(task.duration_s)}`}.`;
    case 'failed':
      return `Simulation "${simulationName}" failed.`;
    case 'invalid':
      return `Simulation "${simulationName}" cannot run: its package is invalid.`;
    case 'cancelled':
      return `Simulation "${simulationName}" was cancelled.`;
    case 'outdated':
      return `Simulation "${simulationName}" is outdated: newer data or settings were published while it ran.`;
    default:
      return `Simulation "${simulationName}" is ${task.status}.`;
  }
}
