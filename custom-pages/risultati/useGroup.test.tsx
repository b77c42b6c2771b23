import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match, TickerEntry } from './lib/types.ts';
import { announce, useGroup } from './useGroup.ts';

const now = () => Math.floor(Date.now() / 1000);
const match = (id: number, ts: number): Match => ({
  id,
  day: 1,
  date: '2025-03-01',
  time: '18:00',
  ts_gara: ts,
  team1: { id: 1, title: 'HANDBALL SUEDTIROL', logo: null },
  team2: { id: 2, title: 'PALLAMANO TRIESTE', logo: null },
  'team1-setwin': null,
  'team2-setwin': null,
  girone: { id: 4, title: 'G' },
  impianto: null,
});
const entry = (goals: number): TickerEntry => ({ id: 7, tempo_di_gioco: 12, primo_tempo: true, intervallo: false, secondo_tempo: false, fine_gara: false, 'team1-gol': goals, 'team2-gol': 3 });

let tickerCalls = 0;
let goals = 5;
let hidden = false;

beforeEach(() => {
  tickerCalls = 0;
  goals = 5;
  hidden = false;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.includes('live_ticker')
        ? (tickerCalls++, { data: [entry(goals)] })
        : url.includes('calendar')
          ? { data: [match(7, now() - 600)] }
          : url.includes('tables')
            ? { data: [{ standings: [] }] }
            : { data: [{ marcatori: [] }] };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('live refresh of a group', () => {
  it('polls the ticker while a match is in play, announces score changes, and pauses while the tab is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result } = renderHook(() => useGroup('SEDE0', 4, 1));
    await waitFor(() => expect(result.current.calendar).toHaveLength(1));
    expect(tickerCalls).toBe(1);

    goals = 6;
    await act(() => vi.advanceTimersByTimeAsync(1100));
    await waitFor(() => expect(result.current.ticker[0]['team1-gol']).toBe(6));
    expect(result.current.announcement).toBe('Punteggio aggiornato: HANDBALL SÜDTIROL 6 - 3 PALLAMANO TRIESTE');

    hidden = true;
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    const paused = tickerCalls;
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(tickerCalls).toBe(paused);

    hidden = false;
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(tickerCalls).toBe(paused + 1));
  });

  it('does not poll when no match of the group is being played', async () => {
    vi.mocked(fetch).mockImplementation(async (url: any) => {
      const body = String(url).includes('live_ticker') ? (tickerCalls++, { data: [] }) : String(url).includes('calendar') ? { data: [match(7, now() + 86400)] } : { data: [{}] };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result } = renderHook(() => useGroup('SEDE0', 4, 1));
    await waitFor(() => expect(result.current.calendar).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(tickerCalls).toBe(1);
  });
});

describe('score announcement', () => {
  it('names the teams and the new score, only when it changed', () => {
    const cal = [match(7, 0)];
    expect(announce(cal, [entry(5)], [entry(5)])).toBe('');
    expect(announce(cal, [entry(5)], [entry(6)])).toMatch(/6 - 3/);
  });
});
