import mqtt from 'mqtt';
import type { Broker } from './broker';

/** Publishes through an external MQTT broker (Mosquitto, EMQX, AWS IoT Core) instead of the built-in one. */
export async function connectExternalBroker(url: string): Promise<Broker> {
  const client = await mqtt.connectAsync(url, { protocolVersion: 4, clientId: `horizon-api-${process.pid}-${Date.now()}` });
  return {
    publish: async (topic, payload) => {
      await client.publishAsync(topic, JSON.stringify(payload), { qos: 1 });
    },
    close: async () => {
      await client.endAsync();
    },
  };
}
