import type { MqttClient } from 'mqtt';
import { fromCallback } from 'xstate';
import type { BrokerConnection, BrokerEvent } from '../../../machines/realtime.machine';

type Mqtt = Pick<typeof import('mqtt'), 'connect'>;

/** mqtt.js is a large library that no page needs to show: it loads in a chunk of its own, once connecting. */
const loadMqtt = async (): Promise<Mqtt> => (await import('mqtt')).default;

/** A SUBACK return code of 0x80: the broker refused the subscription (MQTT 3.1.1). */
const SUBSCRIPTION_REFUSED = 128;

/**
 * One MQTT 3.1.1 connection over WebSocket (DESIGN "Real-time"): it signs in with the session
 * token, subscribes to the user's topic and reports `broker.connected` once the subscription is
 * granted, then each message's text, errors and the close, every event tagged with its connection
 * number. It never reconnects by itself: the realtime machine decides when to try again, with a new
 * endpoint. Stopping the actor ends the connection at once.
 */
export function connectBrokerActor(load: () => Promise<Mqtt> = loadMqtt) {
  return fromCallback<BrokerEvent, BrokerConnection>(({ input, sendBack }) => {
    const { connection } = input;
    const decoder = new TextDecoder();
    let client: MqttClient | null = null;
    let stopped = false;
    load().then(
      (mqtt) => {
        if (stopped) return;
        const opened = mqtt.connect(input.url, {
          protocolVersion: 4,
          clientId: input.clientId,
          username: input.username,
          password: input.password,
          reconnectPeriod: 0,
          clean: true,
          // Its default keep-alive timers run in a worker made from a blob, which the app's
          // Content-Security-Policy forbids; a late ping at worst closes the connection, and the
          // machine then connects again.
          timerVariant: 'native',
        });
        client = opened;
        opened.on('connect', () => {
          opened.subscribe(input.topic, { qos: 1 }, (error, granted) => {
            if (error || granted?.some((grant) => grant.qos === SUBSCRIPTION_REFUSED)) {
              sendBack({ type: 'broker.error', connection, error: error ?? new Error(`Subscription to ${input.topic} refused`) });
              return;
            }
            sendBack({ type: 'broker.connected', connection });
          });
        });
        opened.on('message', (_topic, payload) => sendBack({ type: 'broker.message', connection, payload: decoder.decode(payload) }));
        opened.on('error', (error) => sendBack({ type: 'broker.error', connection, error }));
        opened.on('close', () => sendBack({ type: 'broker.closed', connection }));
      },
      (error: unknown) => sendBack({ type: 'broker.error', connection, error }),
    );
    return () => {
      stopped = true;
      client?.removeAllListeners();
      // A connection stopped before the broker answered still has its connack timer: when it fires
      // it emits 'error', which an emitter without listeners throws into the page.
      client?.on('error', () => undefined);
      client?.end(true);
    };
  });
}
