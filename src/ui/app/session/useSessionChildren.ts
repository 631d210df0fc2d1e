import { useSelector } from '@xstate/react';
import { selectProfileRef, selectSubscriptionRef } from './authSelectors';
import { useSession } from './SessionContext';

/** The signed-in session's profile actor; undefined while not signed in. */
export function useProfileRef() {
  return useSelector(useSession().authRef, selectProfileRef);
}

/** The signed-in session's subscription actor; undefined while not signed in. */
export function useSubscriptionRef() {
  return useSelector(useSession().authRef, selectSubscriptionRef);
}
