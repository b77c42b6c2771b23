// Standings table (spec 1 §2): Pos, Squadre, Pt, G, V, N, P, GF, GS, DR, PEN.
import { displayTeamName } from '../lib/names.ts';
import type { StandingRow } from '../lib/types.ts';
import { T } from '../texts.ts';
import { TeamLogo } from './TeamLogo.tsx';

const NUMBERS = ['pt', 'g', 'v', 'n', 'p', 'gf', 'gs', 'dr', 'penalita'] as const;

export function Standings({ rows, caption }: { rows: StandingRow[]; caption: string }) {
  if (rows.length === 0) return <p className="rs-empty">{T.noData}</p>;
  return (
    <div className="rs-table-wrap">
      <table className="rs-table rs-standings">
        <caption className="rs-sr-only">{caption}</caption>
        <thead>
          <tr>
            {T.standings.map((h, i) => (
              <th key={h} scope="col" className={i === 1 ? 'rs-name' : undefined}>
                {i === 1 ? h : <abbr title={T.standingsTitles[i]}>{h}</abbr>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{r.pos}</td>
              <th scope="row" className="rs-name">
                <span className="rs-team">
                  <TeamLogo src={r.logo} size={22} />
                  <span className="rs-team-name">{displayTeamName(r.title)}</span>
                </span>
              </th>
              {NUMBERS.map((k) => (
                <td key={k} className={k === 'pt' ? 'rs-points' : undefined}>
                  {r[k]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
