import { Toast, type ToastMessage } from 'primereact/toast';
import { useRef, useState, type ReactNode } from 'react';
import { NotifyContext, type Notify, type ToastKind } from './notify';
import './ToastProvider.css';

const SEVERITY: Record<ToastKind, NonNullable<ToastMessage['severity']>> = {
  success: 'success',
  info: 'info',
  warning: 'warn',
  error: 'error',
};

/** Errors stay a little longer: they are the ones a user needs to read. */
const LIFE_MS: Record<ToastKind, number> = { success: 4_000, info: 4_000, warning: 6_000, error: 6_000 };

/** The one toast stack of the app (top right, 350 px wide as SPEC 9's snackbar) and its `notify`. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const toast = useRef<Toast>(null);
  const [notify] = useState(() => {
    const show: Notify = (kind, text) => toast.current?.show({ severity: SEVERITY[kind], detail: text, life: LIFE_MS[kind] });
    return show;
  });
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Toast ref={toast} position="top-right" className="app-toast" />
    </NotifyContext.Provider>
  );
}
