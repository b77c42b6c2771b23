// A calendar that scrolls itself down to today's matchday leaves the first Tab at the top of the page
// (the title), not on the first match in view (Chromium starts sequential focus there).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Girone, Match } from '../lib/types.ts';
import { Calendar } from './Calendar.tsx';
import { GroupPicker } from './GroupPicker.tsx';
import { Header } from './Header.tsx';

const gironi: Girone[] = [
  { id: 1, title: 'Serie A Gold - Girone A', parent: 'Serie A Gold' },
  { id: 2, title: 'Serie A Gold - Girone B', parent: 'Serie A Gold' },
  { id: 3, title: 'Serie A Gold - Girone C', parent: 'Serie A Gold' },
] as Girone[];

describe('calendar scrolled to today', () => {
  const scrolled: Element[] = [];
  beforeEach(() => {
    scrolled.length = 0;
    // jsdom has no layout: record what the calendar scrolls to.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    window.location.hash = '';
  });

  const now = Math.floor(Date.now() / 1000);
  const match = (id: number, ts: number): Match => ({
    id,
    day: id,
    date: '2026-03-01',
    time: '18:00',
    ts_gara: ts,
    team1: { id: 1, title: 'HANDBALL SUEDTIROL', logo: null },
    team2: { id: 2, title: 'PALLAMANO TRIESTE', logo: null },
    'team1-setwin': null,
    'team2-setwin': null,
    girone: { id: 4, title: 'G' },
    impianto: null,
  });
  const matches = [match(1, now - 30 * 86400), match(2, now - 20 * 86400), match(3, now + 7 * 86400)];

  it('keeps the scroll and puts the focus on the page title, so the first Tab starts at the top', async () => {
    render(
      <>
        <Header title="Serie A Gold" />
        <Calendar matches={matches} ticker={[]} scrollKey="1" />
      </>,
    );
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]).toHaveTextContent('3ª giornata');
    const title = screen.getByRole('heading', { level: 1, name: 'Serie A Gold' });
    expect(title).toHaveFocus();
    await userEvent.setup().tab();
    expect(screen.getByRole('link', { name: 'Affiliazione e tesseramento' })).toHaveFocus();
  });

  it('does not take the focus from where the user is (the group picker)', () => {
    render(
      <>
        <Header title="Serie A Gold" />
        <GroupPicker gironi={gironi} value={1} onChange={() => undefined} />
      </>,
    );
    screen.getByRole('combobox', { name: 'Girone' }).focus();
    render(<Calendar matches={matches} ticker={[]} scrollKey="1" />);
    expect(scrolled).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Girone' })).toHaveFocus();
  });
});
