// One match of the calendar: teams with logos, score, date and time, live status, report link.
import { apiUrl } from '../api.ts';
import { displayTeamName } from '../lib/names.ts';
import { inPlay, isOfficial, shownScore, statusText } from '../lib/status.ts';
import type { Match, TickerEntry } from '../lib/types.ts';
import { T } from '../texts.ts';
import { TeamLogo } from './TeamLogo.tsx';

export const matchAnchor = (id: number) => `partita-${id}`;

export function MatchItem({ match: m, entry, showGroup }: { match: Match; entry?: TickerEntry; showGroup?: boolean }) {
  const score = shownScore(m, entry);
  const status = statusText(m, entry);
  const live = inPlay(entry) && !isOfficial(m);
  const [d, mo, y] = [m.date.slice(8, 10), m.date.slice(5, 7), m.date.slice(0, 4)];
  return (
    <li id={matchAnchor(m.id)} className={`rs-match${live ? ' rs-live' : ''}`}>
      {[m.team1, m.team2].map((team, i) => (
        <div key={i} className="rs-side">
          <TeamLogo src={team.logo} />
          <span className="rs-team-name">{displayTeamName(team.title)}</span>
          <span className="rs-goals">{score ? score[i] : ''}</span>
        </div>
      ))}
      <div className="rs-meta">
        <time dateTime={`${m.date}T${m.time}`}>{`${d}/${mo}/${y} ${m.time}`}</time>
        {showGroup && <span className="rs-group-name">{m.girone.title}</span>}
        {status && (
          <span className={`rs-status${status === 'UFF' ? ' rs-uff' : ''}`} data-testid="status">
            {status}
          </span>
        )}
        {isOfficial(m) && (
          <a href={apiUrl(`camp3/stampa_referto_pubblico/${m.id}`)} target="_blank" rel="noopener">
            {T.report}
          </a>
        )}
        {/* Named by its text (for screen readers), shown as '#'. */}
        <a className="rs-anchor" href={`#${matchAnchor(m.id)}`}>
          <span aria-hidden="true">#</span>
          <span className="rs-sr-only">{`${T.matchLink} ${displayTeamName(m.team1.title)} - ${displayTeamName(m.team2.title)}`}</span>
        </a>
      </div>
    </li>
  );
}
