import { fromCallback, type ActorRefFrom } from 'xstate';
import type { AppEvent } from '../../../machines/app.machine';
import type { authMachine } from '../../../machines/auth.machine';

/** Tells the root whenever the session (the `auth` actor of the system) becomes signed in or leaves it. */
export const followSessionActor = fromCallback(({ system, sendBack }) => {
  const auth = system.get('auth') as ActorRefFrom<typeof authMachine> | undefined;
  if (!auth) throw new Error('followSession needs the auth actor of the system');
  let signedIn: boolean | null = null;
  const report = (snapshot: ReturnType<typeof auth.getSnapshot>) => {
    const now = snapshot.matches('signedIn');
    if (now === signedIn) return;
    signedIn = now;
    const change: AppEvent = { type: 'session.change', signedIn: now };
    sendBack(change);
  };
  report(auth.getSnapshot());
  const subscription = auth.subscribe(report);
  return () => subscription.unsubscribe();
});
