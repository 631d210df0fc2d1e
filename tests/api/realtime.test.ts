import { beforeAll, describe, expect, it } from 'vitest';
import mqtt from 'mqtt';
import { loadOrCreateKeys } from '../../server/identity/keys';
import { issueSessionToken, userTopic } from '../../server/realtime/sessionToken';
import { useTestServer } from './helpers/useTestServer';

describe('the built-in MQTT broker', () => {
  let userId: string;
  let token: string;
  const api = useTestServer('pglite');
  beforeAll(async () => {
    const keys = await loadOrCreateKeys(api.server.db);
    userId = (await api.server.db.selectFrom('users').select('id').where('email', '=', 'editor@horizon.test').executeTakeFirstOrThrow()).id;
    token = (await issueSessionToken(keys.sessionSecret, userId, 600)).token;
  });

  const connect = (password: string) =>
    mqtt.connectAsync(`${api.server.baseUrl.replace('http', 'ws')}/mqtt`, { protocolVersion: 4, username: 'horizon', password, reconnectPeriod: 0 });

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
    const client = await mqtt.connectAsync(details.endpoint, { protocolVersion: 4, username: 'horizon', password: details.session_token, reconnectPeriod: 0 });
    await expect(client.subscribeAsync(details.topic)).resolves.toBeDefined();
    await client.endAsync();
  });

  it('refuses a connection without a valid session token', async () => {
    await expect(connect('forged')).rejects.toThrow();
  });

  it("refuses a subscription to another user's topic", async () => {
    const client = await connect(token);
    await expect(client.subscribeAsync(userTopic('someone-else'))).rejects.toThrow(/Subscribe error/);
    expect(client.connected).toBe(true);
    await client.endAsync();
  });
});
