import { fromCallback, fromPromise, type EventObject } from 'xstate';

type Call<TOutput, TInput> = {
  input: TInput;
  resolve: (output: TOutput) => void;
  reject: (error: unknown) => void;
  settled: boolean;
  aborted: boolean;
};

/** A fake promise actor whose every run waits until the test settles it. */
export function controllablePromise<TOutput, TInput = unknown>() {
  const calls: Call<TOutput, TInput>[] = [];
  const pending = (name: string) => {
    const call = calls.findLast((candidate) => !candidate.settled && !candidate.aborted);
    if (!call) throw new Error(`${name}: no run is waiting`);
    call.settled = true;
    return call;
  };
  return {
    calls,
    logic: fromPromise<TOutput, TInput>(
      ({ input, signal }) =>
        new Promise<TOutput>((resolve, reject) => {
          const call: Call<TOutput, TInput> = { input, resolve, reject, settled: false, aborted: false };
          signal.addEventListener('abort', () => (call.aborted = true));
          calls.push(call);
        }),
    ),
    get lastInput(): TInput | undefined {
      return calls.at(-1)?.input;
    },
    get waiting(): number {
      return calls.filter((call) => !call.settled && !call.aborted).length;
    },
    resolve(output: TOutput) {
      pending('resolve').resolve(output);
    },
    reject(error: unknown) {
      pending('reject').reject(error);
    },
  };
}

export type ControllablePromise = ReturnType<typeof controllablePromise<unknown, unknown>>;

/** A fake callback actor that records whether it runs and lets the test send through it. */
export function controllableCallback<TEvent extends EventObject>() {
  let sendBack: ((event: TEvent) => void) | null = null;
  let runs = 0;
  return {
    logic: fromCallback<TEvent>(({ sendBack: send }) => {
      runs += 1;
      sendBack = send as (event: TEvent) => void;
      return () => {
        sendBack = null;
      };
    }),
    get running(): boolean {
      return sendBack !== null;
    },
    get runs(): number {
      return runs;
    },
    send(event: TEvent) {
      if (!sendBack) throw new Error('the callback actor is not running');
      sendBack(event);
    },
  };
}

/** Lets promise callbacks and the actor's reactions to them run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
