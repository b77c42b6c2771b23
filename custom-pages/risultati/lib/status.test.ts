import { describe, expect, it } from 'vitest';
import { shouldRefresh, shownScore, statusText } from './status.ts';
import type { Match, TickerEntry } from './types.ts';

const match = (setwin: [number, number] | null, ts = 0): Match => ({
  id: 7,
  day: 1,
  date: '2025-03-01',
  time: '18:00',
  ts_gara: ts,
  team1: { id: 1, title: 'A', logo: null },
  team2: { id: 2, title: 'B', logo: null },
  'team1-setwin': setwin?.[0] ?? null,
  'team2-setwin': setwin?.[1] ?? null,
  girone: { id: 1, title: 'G' },
  impianto: null,
});
const entry = (p: Partial<TickerEntry>): TickerEntry => ({
  id: 7,
  tempo_di_gioco: 12,
  primo_tempo: false,
  intervallo: false,
  secondo_tempo: false,
  fine_gara: false,
  'team1-gol': 5,
  'team2-gol': 4,
  ...p,
});

describe('live status text', () => {
  it('is UFF once the match has its official score, whatever the ticker says', () => {
    expect(statusText(match([30, 28]), entry({ primo_tempo: true }))).toBe('UFF');
  });
  it('reads the ticker: minutes with PT or ST, INTERVALLO, FINE GARA', () => {
    expect(statusText(match(null), entry({ primo_tempo: true, tempo_di_gioco: 12 }))).toBe("12' PT");
    expect(statusText(match(null), entry({ intervallo: true }))).toBe('INTERVALLO');
    expect(statusText(match(null), entry({ secondo_tempo: true, tempo_di_gioco: 47 }))).toBe("47' ST");
    expect(statusText(match(null), entry({ fine_gara: true }))).toBe('FINE GARA');
  });
  it('is empty for a match not started', () => {
    expect(statusText(match(null), undefined)).toBe('');
  });
  it('shows the official score, else the live one', () => {
    expect(shownScore(match([30, 28]), entry({}))).toEqual([30, 28]);
    expect(shownScore(match(null), entry({}))).toEqual([5, 4]);
    expect(shownScore(match(null), undefined)).toBeNull();
  });
});

describe('refresh', () => {
  const now = 1_000_000;
  it('runs while a ticker is published', () => {
    expect(shouldRefresh([], [entry({ primo_tempo: true })], now, 10)).toBe(true);
  });
  it('runs when a match is about to start or started without a result', () => {
    expect(shouldRefresh([match(null, now + 5)], [], now, 10)).toBe(true);
    expect(shouldRefresh([match(null, now - 3600)], [], now, 10)).toBe(true);
  });
  it('stops when nothing is being played', () => {
    expect(shouldRefresh([match([20, 20], now - 600), match(null, now + 86400)], [], now, 10)).toBe(false);
  });
});
