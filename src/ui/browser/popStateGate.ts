const INSTALLED = Symbol.for('horizon.popStateGate');

type GatedWindow = Pick<Window, 'addEventListener'> & { [INSTALLED]?: PopStateGate };

export type PopStateGate = {
  /** Hears the browser's Back and Forward before the router does; returns how to stop hearing. */
  listen(handler: (event: PopStateEvent) => void): () => void;
};

/**
 * The first listener to the browser's Back and Forward. The router hears popstate through a
 * listener of its own on the window, and Chromium calls the listeners of an event's own target in
 * the order they were added, capture or not: when the router's came first, it showed the page
 * the browser went to (closing the form and its guard) before the guard could ask. Installed
 * before the app renders, the gate's listener is called first, so a handler can keep the router
 * from hearing of a move (stopImmediatePropagation).
 */
export function installPopStateGate(window: GatedWindow): PopStateGate {
  const installed = window[INSTALLED];
  if (installed) return installed;
  const handlers = new Set<(event: PopStateEvent) => void>();
  window.addEventListener('popstate', (event) => {
    for (const handler of [...handlers]) handler(event);
  });
  const gate: PopStateGate = {
    listen(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
  window[INSTALLED] = gate;
  return gate;
}
