import { beforeAll, describe, expect, it } from 'vitest';
import mqtt from 'mqtt';
import { WebSocket } from 'ws';
import { loadOrCreateKeys } from '../../server/identity/keys';
import { issueSessionToken, userTopic } from '../../server/realtime/sessionToken';
import { useTestServer } from './helpers/useTestServer';
import { UNKNOWN_UUID } from './helpers/api';
import { mqttClientIdPrefix } from '../../src/api/schemas/notifications.schema';

describe('the built-in MQTT broker', () => {
  let userId: string;
  let token: string;
  const api = useTestServer('pglite');
  beforeAll(async () => {
    const keys = await loadOrCreateKeys(api.server.db);
    userId = (await api.server.db.selectFrom('users').select('id').where('email', '=', 'editor@horizon.test').executeTakeFirstOrThrow()).id;
    token = (await issueSessionToken(keys.sessionSecret, userId, 600)).token;
  });

  const brokerUrl = () => `${api.server.baseUrl.replace('http', 'ws')}/mqtt`;
  const connect = (password: string, clientId = `${mqttClientIdPrefix(userId)}test`) =>
    mqtt.connectAsync(brokerUrl(), { protocolVersion: 4, username: 'horizon', password, clientId, reconnectPeriod: 0 });

  it('delivers what the server publishes on the user topic', async () => {
    const client = await connect(token);
    const received = new Promise<unknown>((resolve) => client.on('message', (_topic, payload) => resolve(JSON.parse(payload.toString()))));
    await client.subscribeAsync(userTopic(userId));
    await api.server.broker.publish(userTopic(userId), { event: 'task_status_updated', simulation_id: 'x' });
    expect(await received).toEqual({ event: 'task_status_updated', simulation_id: 'x' });
    await client.endAsync();
  });

  it('hands out a signed endpoint that connects to the own topic', async () => {
    const response = await fetch(`${api.server.baseUrl}/api/notifications/endpoint`, {
      headers: { authorization: `Bearer ${await api.server.tokenFor('editor@horizon.test')}` },
    });
    expect(response.status).toBe(200);
    const details = await response.json();
    expect(details).toMatchObject({ topic: userTopic(userId), endpoint: `${api.server.baseUrl.replace('http', 'ws')}/mqtt`, region: 'ap-southeast-2', service_name: 'iotdevicegateway' });
    expect(Date.parse(details.expires_at)).toBeGreaterThan(Date.now());
    const client = await mqtt.connectAsync(details.endpoint, {
      protocolVersion: 4,
      username: 'horizon',
      password: details.session_token,
      clientId: `${mqttClientIdPrefix(details.topic.split('/').at(-1))}tab-1`,
      reconnectPeriod: 0,
    });
    await expect(client.subscribeAsync(details.topic)).resolves.toBeDefined();
    await client.endAsync();
  });

  it('refuses a connection without a valid session token', async () => {
    await expect(connect('forged')).rejects.toThrow();
  });

  it.each([
    ['a client id of its own choosing', () => 'mqttjs_1234abcd'],
    ["another user's client id", () => `${mqttClientIdPrefix(UNKNOWN_UUID)}test`],
  ])('refuses a valid session token with %s', async (_case, clientId) => {
    await expect(connect(token, clientId())).rejects.toThrow(/Not authorized|Bad username or password/);
  });

  it('closes the socket on a frame larger than 64 KiB before authentication', async () => {
    const socket = new WebSocket(brokerUrl(), 'mqtt');
    await new Promise<void>((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(Buffer.alloc(65 * 1024, 0x10));
    expect(await closed).toBe(1009);
  });

  it("refuses a subscription to another user's topic", async () => {
    const client = await connect(token);
    await expect(client.subscribeAsync(userTopic('someone-else'))).rejects.toThrow(/Subscribe error/);
    expect(client.connected).toBe(true);
    await client.endAsync();
  });
});
