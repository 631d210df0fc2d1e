import mqtt from 'mqtt';
import { loadOrCreateKeys } from '../../../server/identity/keys';
import { issueSessionToken, userTopic } from '../../../server/realtime/sessionToken';
import { mqttClientIdPrefix } from '../../../src/api/schemas/notifications.schema';
import { realtimeEventSchema, type RealtimeEvent } from '../../../src/api/schemas/realtimeEvents.schema';
import type { TestServer } from '../../support/testServer';
import { userId } from './api';

/**
 * A member's browser as the broker sees it: signed in over MQTT with a session token and
 * subscribed to the member's own topic; every message arrives parsed against the contract.
 */
export async function listenAs(server: TestServer, email: string, clientName: string): Promise<{ received: RealtimeEvent[]; close: () => Promise<void> }> {
  const keys = await loadOrCreateKeys(server.db);
  const id = await userId(server, email);
  const { token } = await issueSessionToken(keys.sessionSecret, id, 600);
  const client = await mqtt.connectAsync(`${server.baseUrl.replace('http', 'ws')}/mqtt`, {
    protocolVersion: 4,
    username: 'horizon',
    password: token,
    clientId: `${mqttClientIdPrefix(id)}${clientName}`,
    reconnectPeriod: 0,
  });
  const received: RealtimeEvent[] = [];
  client.on('message', (_topic, payload) => received.push(realtimeEventSchema.parse(JSON.parse(payload.toString()))));
  await client.subscribeAsync(userTopic(id));
  return { received, close: () => client.endAsync() };
}
