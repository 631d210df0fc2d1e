import type { ClientErrorSource } from '../../api/schemas/clientLog.schema';

/** One logged problem as the error reporting receives it. */
export type LogEntry = { source: ClientErrorSource; message: string; details?: unknown };
export type LogSink = (entry: LogEntry) => void;

const sinks = new Set<LogSink>();

function write(entry: LogEntry): void {
  console.error(`[horizon] ${entry.message}`, ...(entry.details === undefined ? [] : [entry.details]));
  sinks.forEach((sink) => sink(entry));
}

/**
 * Where the app reports problems for developers (SPEC 8): API failures of 500 and above with their
 * developer message, render errors, failed effects. Each goes to the console and to the sinks the
 * error reporting adds (POST /api/logs, and the error-reporting service when one is configured).
 */
export const logger = {
  error(message: string, details?: unknown): void {
    write({ source: 'logger', message, details });
  },
  /** A page that threw while rendering (the render-error boundary). */
  renderError(message: string, details: unknown): void {
    write({ source: 'render', message, details });
  },
};

export type Logger = typeof logger;

/** Adds a sink for every later entry; the answer removes it again. */
export function addLogSink(sink: LogSink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}
