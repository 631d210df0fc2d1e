/** Tells the session watcher that a token request found the session over. */
export type SessionSignal = {
  notifyEnded(): void;
  onEnded(listener: () => void): () => void;
};

export function createSessionSignal(): SessionSignal {
  const listeners = new Set<() => void>();
  return {
    notifyEnded: () => listeners.forEach((listener) => listener()),
    onEnded: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
