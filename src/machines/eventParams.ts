import type { ErrorActorEvent } from 'xstate';

/** The `params` of an action or guard that takes the error an invoked actor failed with. */
export const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error;
