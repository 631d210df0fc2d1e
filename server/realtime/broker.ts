import type { Server } from 'node:http';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import { createWebSocketStream, WebSocketServer } from 'ws';
import { verifySessionToken } from './sessionToken';
import { mqttClientIdPrefix } from '../../src/api/schemas/notifications.schema';

export const BROKER_PATH = '/mqtt';

export type Broker = {
  publish: (topic: string, payload: unknown) => Promise<void>;
  close: () => Promise<void>;
};

const topicsByClient = new WeakMap<Client, string>();

/**
 * Clients only connect and subscribe, which takes a few hundred bytes; anything larger, before or
 * after authentication, closes the socket instead of being buffered.
 */
const MAX_FRAME_BYTES = 64 * 1024;
/** `horizon-<uuid>-<per-tab suffix>`; MQTT 3.1.1's 23 characters are too few for a user id. */
const MAX_CLIENT_ID_LENGTH = 128;

function authError(message: string): AuthenticateError {
  return Object.assign(new Error(message), { returnCode: 4 as AuthenticateError['returnCode'] });
}

/**
 * The built-in MQTT 3.1.1 broker, over WebSocket on the app's own port: clients connect with a
 * session token as password, may subscribe to their own topic only, and never publish.
 */
export async function startBroker(server: Server, options: { sessionSecret: Uint8Array }): Promise<Broker> {
  const aedes = await Aedes.createBroker({
    maxClientsIdLength: MAX_CLIENT_ID_LENGTH,
    authenticate: (client, _username, password, done) => {
      verifySessionToken(options.sessionSecret, password?.toString() ?? '').then(
        ({ userId, topic }) => {
          // Another user's client id would take over (disconnect) that user's connection.
          if (!client.id.startsWith(mqttClientIdPrefix(userId))) {
            return done(authError('The client id does not belong to the signed-in user'), false);
          }
          topicsByClient.set(client, topic);
          done(null, true);
        },
        () => done(authError('Bad session token'), false),
      );
    },
    authorizeSubscribe: (client, subscription, done) => {
      // A null subscription answers "refused" (0x80) and keeps the connection (MQTT 3.1.1).
      done(null, topicsByClient.get(client) === subscription.topic ? subscription : null);
    },
    authorizePublish: (client, _packet, done) => done(client ? new Error('Clients cannot publish') : null),
  });
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://internal').pathname !== BROKER_PATH) return;
    sockets.handleUpgrade(request, socket, head, (ws) => aedes.handle(createWebSocketStream(ws)));
  });
  return {
    publish: (topic, payload) =>
      new Promise((resolve, reject) =>
        aedes.publish(
          { cmd: 'publish', topic, payload: Buffer.from(JSON.stringify(payload)), qos: 1, retain: false, dup: false },
          (error) => (error ? reject(error) : resolve()),
        ),
      ),
    close: async () => {
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
    },
  };
}
