// The members area's PDFs (spec 2 §7 downloadmodulo, downloadattestato): the filled membership form
// and the coach's certificate, on the shared federation page (server/risultati/pdf/document.ts).
import type { AnagraficaDetail, ModuloRow } from '../../resources/contracts/anagrafica.ts';
import { answeredExtras } from '../../resources/contracts/tesseramenti.ts';
import { ensureSpace, labelValueRow, renderPdf, type Pdf } from '../risultati/pdf/document.ts';
import { BOLD, REGULAR } from '../pdf/fonts.ts';

const itDate = (iso: string | null | undefined) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : '-');
const yesNo = (v: unknown) => (v ? 'SI' : 'NO');

const row = (doc: Pdf, label: string, value: string) => labelValueRow(doc, label, value || '-', { labelWidth: 190, gutter: 5, gap: 0.2 });

/** The form's title: the catalogue's names already start with 'Modulo T11 -' (server/reference/catalog.ts). */
const moduloTitle = (m: { codice: string; nome: string }) => (m.nome.startsWith(`Modulo ${m.codice} `) ? m.nome : `Modulo ${m.codice} - ${m.nome}`);

function section(doc: Pdf, title: string) {
  ensureSpace(doc, 30);
  doc.moveDown(0.6).font(BOLD).fontSize(11).fillColor('#0b3d91').text(title, 40);
  doc.fillColor('#000000').moveDown(0.2);
}

function personRows(doc: Pdf, a: AnagraficaDetail) {
  row(doc, 'Cognome e nome', `${a.cognome} ${a.nome}`);
  row(doc, 'Codice fiscale', a.codice_fiscale ?? '-');
  row(doc, 'Matricola', a.matricola);
  row(doc, 'Sesso', a.sesso);
  row(doc, 'Data di nascita', itDate(a.data_nascita));
  row(doc, 'Luogo di nascita', a.comune_nascita ? `${a.comune_nascita.denominazione} (${a.provincia_nascita ?? ''})` : (a.stato_nascita ?? '-'));
  row(doc, 'Cittadinanza', a.cittadinanza === 'Italiana' ? a.cittadinanza : `${a.cittadinanza} ${a.cittadinanza_other ?? ''}`.trim());
}

/** The membership form as the member filled it. */
export function moduloPdf(a: AnagraficaDetail, m: ModuloRow): Promise<Buffer> {
  const created = new Date(`${m.data_tesseramento}T12:00:00Z`);
  return renderPdf(moduloTitle(m.modulo), created, (doc) => {
    doc
      .font(REGULAR)
      .fontSize(10)
      .text(`Stagione ${m.stagione.nome} — data tesseramento ${itDate(m.data_tesseramento)}`, { align: 'center' });
    section(doc, 'Dati del tesserato');
    personRows(doc, a);
    row(doc, 'Residenza', [a.indirizzo_residenza, a.cap_residenza, a.citta_residenza, a.provincia_residenza && `(${a.provincia_residenza})`].filter(Boolean).join(' ') || '-');
    const answers = answeredExtras(m.extra);
    if (answers.length) {
      section(doc, 'Modulo di eleggibilità');
      for (const f of answers) row(doc, f.label, f.kind === 'bool' ? yesNo(m.extra[f.key]) : String(m.extra[f.key]));
    }
    section(doc, 'Trattamento dei dati personali');
    row(doc, 'Consenso privacy', m.accetta_privacy ? 'Accettato' : 'Non accettato');
    doc.moveDown(2).font(REGULAR).fontSize(10).text('Firma del tesserato ______________________________', 40);
  });
}

/** The coach's certificate: who, with which qualification, until when. */
export function attestatoPdf(a: AnagraficaDetail, stagione: string): Promise<Buffer> {
  const qualifica = (a.allenatore_qualifica as string | null) ?? 'Allenatore';
  return renderPdf('Attestato di qualifica tecnica', new Date(`${a.data_nascita}T12:00:00Z`), (doc) => {
    doc
      .font(REGULAR)
      .fontSize(11)
      .text(
        `Si attesta che ${a.cognome} ${a.nome}, nato/a il ${itDate(a.data_nascita)}, matricola ${a.matricola}, è iscritto/a all'albo dei tecnici ` +
          `della Federazione con la qualifica di ${qualifica} per la stagione ${stagione}.`,
        { align: 'justify' },
      );
    section(doc, 'Dati del tecnico');
    personRows(doc, a);
    row(doc, 'Qualifica', qualifica);
    row(doc, 'Scadenza qualifica', itDate(a.allenatore_data_scadenza_qualifica as string | null));
    doc.moveDown(2).text('Il Segretario Generale', 360);
  });
}

export const toFile = (file_name: string, pdf: Buffer) => ({ file_name, file_content: pdf.toString('base64') });
