import { useSelector } from '@xstate/react';
import { useApp } from './AppContext';
import { selectConnectivityRef, selectMaintenanceRef, selectMobileWarningRef, selectUpdateRef } from './appSelectors';

/** The root's banner children; they live as long as the root, so they are always there. */
export function useShellActors() {
  const { appRef } = useApp();
  const maintenanceRef = useSelector(appRef, selectMaintenanceRef);
  const connectivityRef = useSelector(appRef, selectConnectivityRef);
  const updateRef = useSelector(appRef, selectUpdateRef);
  const mobileWarningRef = useSelector(appRef, selectMobileWarningRef);
  if (!maintenanceRef || !connectivityRef || !updateRef || !mobileWarningRef) throw new Error('The app actor lacks a banner child');
  return { maintenanceRef, connectivityRef, updateRef, mobileWarningRef };
}

export type ShellActors = ReturnType<typeof useShellActors>;
