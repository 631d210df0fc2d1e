import { createContext, useContext } from 'react';

/** SPEC 8 "Toast kinds". */
export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/** Shows a toast with text already in the user's language; the one way wiring code tells the user something. */
export type Notify = (kind: ToastKind, text: string) => void;

export const NotifyContext = createContext<Notify | null>(null);

/** The app's `notify`, for wiring code (e.g. a machine's `notifySaved` action). */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs ToastProvider');
  return notify;
}
