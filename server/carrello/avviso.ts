// The payment notice (avviso di pagamento) PDF: payee, payer, reason, amount and payment code.
import { FEDERAZIONE, labelValueRow, renderPdf, type Pdf } from '../risultati/pdf/document.ts';
import { BOLD, REGULAR } from '../pdf/fonts.ts';
import { euroText } from '../money.ts';

export interface AvvisoData {
  codicePagamento: string;
  intestatario: string;
  /** Amount to pay, cents (after the wallet). */
  dovutoCents: number;
  totaleCents: number;
  walletCents: number;
  causale: string;
  items: { descrizione: string; importo_cents: number }[];
  banca: { intestazione: string; iban: string | null } | null;
  date: Date;
}

const row = (doc: Pdf, label: string, value: string) => labelValueRow(doc, label, value, { labelWidth: 150, gutter: 10, gap: 0.4 });

export const avvisoFileName = (codice: string) => `avviso_pagamento_${codice}.pdf`;

export function renderAvviso(a: AvvisoData): Promise<Buffer> {
  return renderPdf('Avviso di pagamento', a.date, (doc) => {
    row(doc, 'Codice pagamento', a.codicePagamento);
    row(doc, 'Beneficiario', FEDERAZIONE);
    if (a.banca) row(doc, 'Banca', a.banca.intestazione);
    if (a.banca?.iban) row(doc, 'IBAN', a.banca.iban);
    row(doc, 'Debitore', a.intestatario);
    row(doc, 'Causale', a.causale);
    row(doc, 'Data', a.date.toLocaleDateString('it-IT', { timeZone: 'Europe/Rome' }));
    doc.moveDown(0.6);
    doc
      .font(BOLD)
      .fontSize(16)
      .text(`Importo da pagare: ${euroText(a.dovutoCents)}`);
    doc.moveDown(0.6).font(REGULAR).fontSize(10);
    for (const i of a.items) row(doc, euroText(Math.abs(i.importo_cents)), i.descrizione);
    row(doc, 'Totale', euroText(a.totaleCents));
    if (a.walletCents > 0) row(doc, 'Pagato con portafoglio', euroText(a.walletCents));
    doc.moveDown(1).fontSize(9).fillColor('#555555').text(`Indicare il codice pagamento ${a.codicePagamento} nella causale del versamento. Le partite saranno approvate alla conferma dell'incasso.`);
  });
}
