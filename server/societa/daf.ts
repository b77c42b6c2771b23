// 'Stampa Certificato Tesseramento' (GET societa/{id}/daf?season=): the club's registration
// certificate for a season with its board, as a PDF named in Content-Disposition.
import type { Queryable } from '../db/client.ts';
import { ensureSpace, renderPdf, contentWidth } from '../risultati/pdf/document.ts';
import { consiglioMembers, consiglioOf, getSocietaDetail, type Stagione } from './queries.ts';
import { conflict, notFound } from '../http/errors.ts';
import { affiliationState, italianToday, type AffiliationEntry } from './rules.ts';
import { BOLD, REGULAR } from '../pdf/fonts.ts';

const itDate = (iso: string | null) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : '-');

export async function dafPdf(db: Queryable, societaId: number, stagione: Stagione): Promise<{ fileName: string; pdf: Buffer }> {
  const club = await getSocietaDetail(db, societaId, stagione.id);
  if (!club) throw notFound('Società non trovata');
  // The certificate says the club is registered for the season: only when its affiliation is approved.
  if (!affiliationState(club, club.partitacontabile as AffiliationEntry[], stagione.id, stagione, italianToday()).affiliata) {
    throw conflict(`La società non risulta affiliata per la stagione ${stagione.nome}: il certificato non può essere emesso`);
  }
  const [board, members] = await Promise.all([consiglioOf(db, societaId, stagione.id), consiglioMembers(db, societaId, stagione.id)]);
  const sede = club.sede_legale as { indirizzo: string | null; cap: string | null; comune: { denominazione: string; provincia: string } | null };
  const rep = club.rappresentante_legale as { cognome: string | null; nome: string | null };
  const title = 'Certificato di Tesseramento';
  const pdf = await renderPdf(title, new Date(`${stagione.data_inizio}T00:00:00Z`), (doc) => {
    const line = (label: string, value: unknown) =>
      doc
        .font(BOLD)
        .fontSize(10)
        .text(`${label}: `, { continued: true })
        .font(REGULAR)
        .text(String(value ?? '-'));
    doc.font(REGULAR).fontSize(11).text(`Si certifica che la società sotto indicata è tesserata per la stagione sportiva ${stagione.nome}.`);
    doc.moveDown();
    line('Denominazione', club.nome);
    line('Codice affiliazione', club.codice_affiliazione);
    line('Codice fiscale', club.codice_fiscale);
    line('Partita IVA', club.partita_iva);
    line('Sede legale', [sede.indirizzo, sede.cap, sede.comune ? `${sede.comune.denominazione} (${sede.comune.provincia})` : null].filter(Boolean).join(', '));
    line('Legale rappresentante', [rep.cognome, rep.nome].filter(Boolean).join(' '));
    line('Data affiliazione', itDate(club.data_affiliazione as string | null));
    doc.moveDown();
    doc.font(BOLD).fontSize(12).text('Consiglio Direttivo');
    line('Data elezione', itDate(board.data_elezione));
    line('Scadenza elezione', itDate(board.scadenza_elezione));
    line('Componenti (min - max)', `${board.componenti_min ?? '-'} - ${board.componenti_max ?? '-'}`);
    doc.moveDown(0.5);
    const width = contentWidth(doc);
    for (const m of members) {
      ensureSpace(doc, 16);
      const y = doc.y;
      doc
        .font(REGULAR)
        .fontSize(10)
        .text(m.carica, doc.page.margins.left, y, { width: width * 0.3 });
      doc.text(`${m.nome_completo} (${m.matricola})`, doc.page.margins.left + width * 0.3, y, { width: width * 0.5 });
      doc.text(itDate(m.data_inizio), doc.page.margins.left + width * 0.8, y, { width: width * 0.2 });
    }
    if (!members.length) doc.font(REGULAR).fontSize(10).text('Nessun componente registrato.');
  });
  const code = (club.codice_affiliazione as string | null) ?? String(societaId);
  return { fileName: `Certificato_Tesseramento_${code}_${stagione.nome.replace('/', '-')}.pdf`, pdf };
}
