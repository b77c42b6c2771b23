// The public match report (camp3/stampa_referto_pubblico) of an official result: teams, score,
// half-time score, officials and each team's scorers.
import { PRIMO_TEMPO_S } from '../live.ts';
import { formatItalianDate } from '../time.ts';
import { MARGIN, renderPdf } from './document.ts';
import { BOLD, REGULAR } from '../../pdf/fonts.ts';
import { displayTeamName } from '../../../resources/contracts/risultati.ts';

export interface RefertoData {
  id: number;
  campionato: string;
  girone: string;
  giornata: number;
  date: string;
  time: string;
  ts_gara: number;
  impianto: string | null;
  arbitri: string | null;
  team1: string;
  team2: string;
  gol1: number;
  gol2: number;
  goals: { squadra: 1 | 2; secondo: number; cognome_nome: string | null }[];
}

export function refertoPdf(data: RefertoData): Promise<Buffer> {
  const r = { ...data, team1: displayTeamName(data.team1), team2: displayTeamName(data.team2) };
  return renderPdf(`Referto di gara n. ${r.id}`, new Date(r.ts_gara * 1000), (doc) => {
    const line = (label: string, value: string) => {
      doc.font(BOLD).fontSize(10).text(`${label}: `, { continued: true }).font(REGULAR).text(value);
    };
    line('Campionato', r.campionato);
    line('Girone', r.girone);
    line('Giornata', String(r.giornata));
    line('Data e ora', `${formatItalianDate(r.date)} ${r.time}`);
    if (r.impianto) line('Impianto', r.impianto);
    if (r.arbitri) line('Arbitri', r.arbitri);
    doc.moveDown(1);
    doc.font(BOLD).fontSize(16).text(`${r.team1}  ${r.gol1} - ${r.gol2}  ${r.team2}`, { align: 'center' });
    const half = [1, 2].map((s) => r.goals.filter((g) => g.squadra === s && g.secondo < PRIMO_TEMPO_S).length);
    doc.font(REGULAR).fontSize(10).text(`Primo tempo ${half[0]} - ${half[1]}`, { align: 'center' });
    doc.moveDown(1);
    for (const [side, team] of [
      [1, r.team1],
      [2, r.team2],
    ] as const) {
      doc.font(BOLD).fontSize(12).text(`Marcatori ${team}`, MARGIN);
      const byPlayer = new Map<string, number>();
      for (const g of r.goals) if (g.squadra === side) byPlayer.set(g.cognome_nome ?? 'Autorete', (byPlayer.get(g.cognome_nome ?? 'Autorete') ?? 0) + 1);
      const list = [...byPlayer].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'it'));
      doc.font(REGULAR).fontSize(10);
      if (list.length === 0) doc.text('Nessuna rete registrata');
      for (const [name, n] of list) doc.text(`${name}  ${n}`);
      doc.moveDown(0.8);
    }
    doc.fontSize(8).fillColor('#555555').text('Risultato omologato (UFF). Documento pubblico generato dal servizio risultati.');
  });
}
