import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export type PublisherRun = {
  /** Resolves with the first match of `pattern` in what the publisher printed so far or prints later. */
  waitForStdout(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** The exit code once the process ended. */
  exited: Promise<number | null>;
  stdout(): string;
  stderr(): string;
  kill(): void;
};

/** `npm run publisher -- <args>` as a child process, its output collected as it arrives. */
export function runPublisherProcess(args: string[], env: Record<string, string | undefined> = {}): PublisherRun {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/publisher.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, HORIZON_URL: undefined, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const waiters = new Set<() => void>();
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
    for (const check of waiters) check();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    waitForStdout(pattern, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`The publisher did not print ${pattern} within ${timeoutMs} ms.\nstdout:\n${out}\nstderr:\n${err}`));
        }, timeoutMs);
        const check = () => {
          const match = out.match(pattern);
          if (!match) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(match);
        };
        waiters.add(check);
        check();
        void exited.then(() => {
          if (!waiters.has(check)) return;
          clearTimeout(timer);
          waiters.delete(check);
          reject(new Error(`The publisher exited without printing ${pattern}.\nstdout:\n${out}\nstderr:\n${err}`));
        });
      });
    },
    exited,
    stdout: () => out,
    stderr: () => err,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    },
  };
}

/** The sign-in instructions the publisher prints: the verification address and the user code. */
export const SIGN_IN_LINE = /To sign in, open (\S+) and enter the code (\S+)/;
