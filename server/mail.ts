// Outgoing e-mail: through SMTP when SMTP_URL is set, otherwise kept in the outbox table
// (the demo shows it at /dev/outbox). Every message is recorded in the outbox either way.
import type { Queryable } from './db/client.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export async function sendMail(db: Queryable, smtpUrl: string | undefined, mail: Mail) {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO mail_outbox (recipient, subject, body) VALUES ($1, $2, $3) RETURNING id',
    [mail.to, mail.subject, mail.text],
  );
  if (!smtpUrl) return;
  try {
    const { createTransport } = await import('nodemailer');
    await createTransport(smtpUrl).sendMail({ from: 'no-reply@federazione.it', to: mail.to, subject: mail.subject, text: mail.text });
    await db.query('UPDATE mail_outbox SET sent_at = now() WHERE id = $1', [rows[0].id]);
  } catch (e) {
    await db.query('UPDATE mail_outbox SET error = $2 WHERE id = $1', [rows[0].id, String(e)]);
  }
}
