import type { InspectionEvent, Observer } from 'xstate';

let inspect: Observer<InspectionEvent> | undefined;

/** Development builds opened with ?inspect show every actor live in the Stately inspector. */
export async function startDevInspector(): Promise<void> {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspect = createBrowserInspector().inspect;
}

/** The Stately inspector for the root actor's `inspect` option: undefined unless it was started. */
export function devInspect(): Observer<InspectionEvent> | undefined {
  return inspect;
}
