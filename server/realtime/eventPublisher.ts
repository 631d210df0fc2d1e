import type { Db } from '../db/database';
import type { RealtimeEvent } from '../../src/api/schemas/realtimeEvents.schema';
import type { Broker } from './broker';
import { userTopic } from './sessionToken';

type Without<E, K extends PropertyKey> = E extends unknown ? Omit<E, K> : never;
/** An event as a caller states it: the publisher stamps the time. */
export type EventToPublish = Without<RealtimeEvent, 'timestamp'>;

/**
 * The one way server code tells browsers that something changed (SPEC 4 "Real-time events"):
 * each event goes to the topics of the portfolio's members only, through whichever broker the
 * process has (built-in or MQTT_URL). The broker starts after the HTTP app is built, so it is
 * attached later; until then, and when publishing fails, events are dropped: a client that
 * misses one catches up on its next fetch, which beats failing the write that caused it.
 */
export type EventPublisher = {
  attach(broker: Broker): void;
  toPortfolio(db: Db, portfolioId: string, event: EventToPublish): Promise<void>;
};

export function createEventPublisher(log: (message: string, error: unknown) => void): EventPublisher {
  let broker: Broker | undefined;
  return {
    attach(next) {
      broker = next;
    },
    async toPortfolio(db, portfolioId, event) {
      if (!broker) return;
      const target = broker;
      try {
        const members = await db.selectFrom('portfolio_members').select('user_id').where('portfolio_id', '=', portfolioId).execute();
        const message = { ...event, timestamp: new Date().toISOString() };
        await Promise.all(members.map((member) => target.publish(userTopic(member.user_id), message)));
      } catch (error) {
        log(`publishing ${event.event} failed`, error);
      }
    },
  };
}
