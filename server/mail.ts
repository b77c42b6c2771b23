// Outgoing e-mail: through SMTP when SMTP_URL is set; otherwise kept in the outbox table (the demo
// shows it to the system administrator at /api/dev/outbox). With SMTP configured nothing is written
// to the outbox (it would hold live reset links readable from the database).
import type { Queryable } from './db/client.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export const MAIL_FROM = 'no-reply@federazione.it';

/** Sends a mail; `false` when SMTP refused it (the failure is logged without the message body). */
export async function sendMail(db: Queryable, smtpUrl: string | undefined, mail: Mail): Promise<boolean> {
  if (!smtpUrl) {
    await db.query('INSERT INTO mail_outbox (recipient, subject, body) VALUES ($1, $2, $3)', [mail.to, mail.subject, mail.text]);
    return true;
  }
  try {
    const { createTransport } = await import('nodemailer');
    await createTransport(smtpUrl).sendMail({ from: MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
    return true;
  } catch (e) {
    console.error(JSON.stringify({ level: 'error', msg: 'smtp send failed', subject: mail.subject, error: (e as Error).message }));
    return false;
  }
}
