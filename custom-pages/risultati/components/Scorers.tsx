// Scorers table (spec 1 §2): Pos, Cognome e nome, GOL; only players with goals.
import { displayTeamName } from '../lib/names.ts';
import type { Scorer } from '../lib/types.ts';
import { T } from '../texts.ts';
import { TeamLogo } from './TeamLogo.tsx';

export function Scorers({ rows, caption }: { rows: Scorer[]; caption: string }) {
  const scorers = rows.filter((r) => r.reti > 0);
  if (scorers.length === 0) return <p className="rs-empty">{T.noData}</p>;
  return (
    <div className="rs-table-wrap">
      <table className="rs-table rs-scorers">
        <caption className="rs-sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.scorers[0]}</th>
            <th scope="col" className="rs-name">
              {T.scorers[1]}
            </th>
            <th scope="col">{T.scorers[2]}</th>
          </tr>
        </thead>
        <tbody>
          {scorers.map((r) => (
            <tr key={r.matricola}>
              <td>{r.pos}</td>
              <th scope="row" className="rs-name">
                <span className="rs-team">
                  <TeamLogo src={r.logo} size={22} />
                  <span>
                    <span className="rs-team-name">{r.cognome_nome}</span>
                    {r.squadra && <span className="rs-sub">{displayTeamName(r.squadra)}</span>}
                  </span>
                </span>
              </th>
              <td className="rs-points">{r.reti}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
