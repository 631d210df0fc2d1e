import { useState } from 'react';
import { logoutDialogMachine } from '../../machines/logoutDialog.machine';
import { usePageActor } from '../app/root/usePageActor';
import { useSession } from '../app/session/SessionContext';

/** The one wiring point of the log-out dialog: a confirmation asks the session to log out. */
export function useLogoutDialogActor() {
  const { authRef } = useSession();
  const [machine] = useState(() =>
    logoutDialogMachine.provide({
      actions: { requestLogout: () => authRef.send({ type: 'auth.logout' }) },
    }),
  );
  return usePageActor('logoutDialog', machine);
}

export type LogoutDialogRef = ReturnType<typeof useLogoutDialogActor>;
