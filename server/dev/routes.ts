// Public facts about this installation, and in demo mode only the e-mail outbox (to a logged-in system
// administrator), so that password-reset links can be followed without SMTP. The outbox is never a
// way in: a stranger asking a reset for admin@demo.it cannot read the link (issue 10 §1).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../http/zod.ts';
import { z } from 'zod';
import { currentUser } from '../auth/access.ts';
import { isSysadmin } from '../auth/user.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { latestOutbox } from './queries.ts';

const infoResponse = z.object({ demo: z.boolean() });
const outboxResponse = z.object({
  data: z.array(z.object({ id: z.coerce.number(), recipient: z.string(), subject: z.string(), body: z.string(), sent_at: z.any(), created_at: z.any() })),
});

export default async function devRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // What the login page needs before anyone signs in (the AREA DEMO banner).
  app.get('/info', { config: { access: 'public' }, schema: { tags: ['auth'], summary: "Informazioni pubbliche sull'installazione", response: { 200: infoResponse } } }, async () => ({
    demo: app.settings.demo,
  }));

  app.get(
    '/dev/outbox',
    {
      config: { access: 'user' },
      schema: { tags: ['auth'], summary: 'Posta in uscita (solo modalità demo, solo amministratore di sistema)', response: { 200: outboxResponse } },
    },
    async (request, reply) => {
      if (!app.settings.demo) throw notFound();
      if (!isSysadmin(currentUser(request))) throw forbidden();
      return reply.header('Cache-Control', 'no-store').send({ data: await latestOutbox(app.db) });
    },
  );
}
