import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { supportPaths } from '../../src/api/paths/supportPaths';
import { ticketInputSchema, ticketPageSchema, ticketQuerySchema, ticketSchema } from '../../src/api/schemas/ticket.schema';
import { insertTicket, listTicketsOf } from '../repositories/ticketQueries';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { self } from '../permissions/routeRule';
import type { Mailer } from '../mail/mailer';
import { ticketMail } from '../mail/ticketMail';

type TicketRouteOptions = {
  db: Db;
  mailer: Mailer;
  supportEmail: string;
  /** The page listing the user's tickets: TICKETS_URL, else the help centre's own. */
  ticketsPageUrl: string;
};

/** Tickets are e-mailed to a person: a script filling the desk's inbox is slowed, per user. */
const TICKET_RATE_LIMIT = { max: 10, timeWindow: '1 hour', hook: 'preHandler', keyGenerator: (request: { user: { id: string } }) => `tickets:${request.user.id}` } as const;

/** SPEC 7 "GET and POST /profile/tickets": the Report an Issue form, and the user's tickets page. */
export const ticketRoutes: FastifyPluginAsyncZod<TicketRouteOptions> = async (app, { db, mailer, supportEmail, ticketsPageUrl }) => {
  // Stored first and answered at once; the e-mail follows, and a mail server that is down only
  // costs a line in the log (the mailer never throws), never the ticket.
  app.route({
    ...routeAt(supportPaths.createTicket),
    config: { rule: self, rateLimit: TICKET_RATE_LIMIT },
    schema: { tags: ['support'], body: ticketInputSchema, response: { 201: ticketSchema, ...errorResponses(400, 401, 429) } },
    handler: async (request, reply) => {
      const user = request.user;
      const ticket = await insertTicket(db, user.id, request.body);
      request.log.info({ ticket: ticket.id, type: ticket.type }, 'support ticket reported');
      if (mailer.enabled) void mailer.send(ticketMail(ticket, user, supportEmail));
      return reply.code(201).send(ticket);
    },
  });

  app.route({
    ...routeAt(supportPaths.ticketsPage),
    config: { rule: self },
    schema: { tags: ['support'], response: { 204: z.null(), ...errorResponses(401) } },
    handler: async (_request, reply) => reply.code(204).header('location', ticketsPageUrl).send(null),
  });

  app.route({
    ...routeAt(supportPaths.listTickets),
    config: { rule: self },
    schema: { tags: ['support'], querystring: ticketQuerySchema, response: { 200: ticketPageSchema, ...errorResponses(400, 401) } },
    handler: async (request) => listTicketsOf(db, request.user.id, request.query),
  });
};
