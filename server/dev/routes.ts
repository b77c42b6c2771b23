// Public facts about this installation, and in demo mode only the e-mail outbox, so that password-reset links can be followed without SMTP.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.ts';

export default async function devRoutes(app: FastifyInstance) {
  // What the login page needs before anyone signs in (the AREA DEMO banner).
  app.get('/info', { config: { access: 'public' } }, async () => ({ demo: app.settings.demo }));

  app.get('/dev/outbox', { config: { access: 'public' } }, async (_request, reply) => {
    if (!app.settings.demo) throw notFound();
    const { rows } = await app.db.query(
      'SELECT id, recipient, subject, body, sent_at, created_at FROM mail_outbox ORDER BY id DESC LIMIT 50',
    );
    return reply.header('Cache-Control', 'no-store').send({ data: rows });
  });
}
