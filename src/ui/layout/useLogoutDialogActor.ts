import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { logoutDialogMachine } from '../../machines/logoutDialog.machine';
import { devInspect } from '../app/devInspector';
import { useSession } from '../app/session/SessionContext';

/** The one wiring point of the log-out dialog: a confirmation asks the session to log out. */
export function useLogoutDialogActor() {
  const { authRef } = useSession();
  const [machine] = useState(() =>
    logoutDialogMachine.provide({
      actions: { requestLogout: () => authRef.send({ type: 'auth.logout' }) },
    }),
  );
  return useActorRef(machine, { inspect: devInspect() });
}

export type LogoutDialogRef = ReturnType<typeof useLogoutDialogActor>;
