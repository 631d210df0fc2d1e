import type { ApiError } from './apiError';

/** Every failed API call as it happens, for the reactions that concern the whole app (SPEC 8). */
export type ApiFailureSignal = {
  notify(error: ApiError): void;
  onFailure(listener: (error: ApiError) => void): () => void;
};

export function createApiFailureSignal(): ApiFailureSignal {
  const listeners = new Set<(error: ApiError) => void>();
  return {
    notify: (error) => listeners.forEach((listener) => listener(error)),
    onFailure: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
