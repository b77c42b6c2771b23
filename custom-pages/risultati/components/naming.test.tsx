// Names a visitor (and a screen reader) meets on the results pages: the not-found page and its links,
// the link of each match card.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { NotFound } from './NotFound.tsx';
import { MatchItem } from './MatchItem.tsx';
import type { Match } from '../lib/types.ts';

describe('results not-found', () => {
  it('says what was not found once and links every championship and the festival', () => {
    render(<NotFound detail="Area ARA12 non trovata" />);
    expect(screen.getAllByText('Area ARA12 non trovata')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Campionati' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/agold', '/asilver', '/a1f', '/a2f', '/superf', '/festivalpallamano']);
    expect(within(nav).getByRole('link', { name: 'Serie A Gold' })).toBeInTheDocument();
  });
});

describe('match card', () => {
  const team = (id: number, title: string) => ({ id, title, logo: null }) as unknown as Match['team1'];
  const match: Match = {
    id: 7,
    day: 1,
    date: '2026-03-01',
    time: '18:00',
    ts_gara: 0,
    team1: team(1, 'Pallamano Trieste'),
    team2: team(2, 'Bolzano'),
    'team1-setwin': null,
    'team2-setwin': null,
    girone: { id: 3, title: 'Girone A' },
    impianto: null,
  };

  it('names its anchor link with the two teams (its visible text is only #)', () => {
    render(
      <ul>
        <MatchItem match={match} />
      </ul>,
    );
    const link = screen.getByRole('link', { name: /^Link alla partita .+ - .+$/ });
    expect(link).toHaveAttribute('href', '#partita-7');
    expect(link).not.toHaveAttribute('aria-label');
  });
});
