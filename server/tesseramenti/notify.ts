// E-mails about transfers (beyond the old system): the athlete's club when a club asks for one of
// its athletes, the requesting club when the transfer is approved or rejected. Outbox in demo,
// SMTP otherwise (server/mail.ts). Sent after the commit: a mail never announces a rolled-back write.
import type { Queryable } from '../db/client.ts';
import { sendMail } from '../mail.ts';

interface TransferMailFacts {
  atleta: string;
  from: { nome: string; email: string | null };
  to: { nome: string; email: string | null };
}

export async function mailTransferRequested(db: Queryable, smtpUrl: string | undefined, t: TransferMailFacts) {
  if (!t.from.email) return;
  await sendMail(db, smtpUrl, {
    to: t.from.email,
    subject: `Richiesta di trasferimento: ${t.atleta}`,
    text: `La società ${t.to.nome} ha richiesto il trasferimento dell'atleta ${t.atleta}.\n` + `Accedi alla sezione Trasferimenti richiesti per accettare o rifiutare la richiesta.`,
  });
}

export async function mailTransferDecided(db: Queryable, smtpUrl: string | undefined, t: TransferMailFacts, approved: boolean) {
  if (!t.to.email) return;
  const esito = approved ? 'approvato' : 'rifiutato';
  await sendMail(db, smtpUrl, {
    to: t.to.email,
    subject: `Trasferimento ${esito}: ${t.atleta}`,
    text: `Il trasferimento dell'atleta ${t.atleta} da ${t.from.nome} a ${t.to.nome} è stato ${esito}.`,
  });
}
