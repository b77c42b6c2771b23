// The calendar of a group as a PDF (gironi/stampa_calendario_pdf): rounds, kickoff, teams, results.
import type { Match } from '../present.ts';
import { displayTeamName } from '../../../resources/contracts/risultati.ts';
import { formatItalianDate } from '../time.ts';
import { contentWidth, ensureSpace, MARGIN, renderPdf } from './document.ts';
import { BOLD, REGULAR } from '../../pdf/fonts.ts';

export function calendarioPdf(campionato: string, girone: string, matches: Match[]): Promise<Buffer> {
  const last = Math.max(0, ...matches.map((m) => m.ts_gara));
  return renderPdf(`${campionato} — ${girone}`, new Date(last * 1000), (doc) => {
    doc.font(REGULAR).fontSize(10).text(`Calendario e risultati — ${matches.length} partite`, { align: 'center' });
    doc.moveDown(0.8);
    const width = contentWidth(doc);
    const col = { when: MARGIN, teams: MARGIN + 110, score: MARGIN + width - 60 };
    let day = -1;
    for (const m of matches) {
      if (m.day !== day) {
        day = m.day;
        ensureSpace(doc, 40);
        doc.moveDown(0.5).font(BOLD).fontSize(11).fillColor('#0b3d91').text(`${day}ª giornata`, MARGIN);
        doc.fillColor('#000000').moveDown(0.2);
      }
      ensureSpace(doc, 16);
      const y = doc.y;
      const score = m['team1-setwin'] === null ? '-' : `${m['team1-setwin']} - ${m['team2-setwin']}`;
      doc.font(REGULAR).fontSize(9);
      doc.text(`${formatItalianDate(m.date)} ${m.time}`, col.when, y, { width: 105, lineBreak: false });
      doc.text(`${displayTeamName(m.team1.title)} - ${displayTeamName(m.team2.title)}`, col.teams, y, { width: col.score - col.teams - 8, lineBreak: false, ellipsis: true });
      doc.font(BOLD).text(score, col.score, y, { width: 60, align: 'right', lineBreak: false });
      doc.x = MARGIN;
      doc.y = y + 14;
    }
  });
}
