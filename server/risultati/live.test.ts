import { describe, expect, it } from 'vitest';
import { effectiveKickoff, tickerPhase } from './live.ts';

describe('live ticker phases', () => {
  it('has no ticker before kickoff', () => {
    expect(tickerPhase(-1)).toBeNull();
  });
  it('counts first-half minutes from 1', () => {
    expect(tickerPhase(0)).toMatchObject({ primo_tempo: true, tempo_di_gioco: 1 });
    expect(tickerPhase(25 * 60 + 5)).toMatchObject({ primo_tempo: true, tempo_di_gioco: 26 });
  });
  it('stops the game clock during the interval', () => {
    expect(tickerPhase(35 * 60)).toMatchObject({ intervallo: true, primo_tempo: false, tempo_di_gioco: 30, secondoDiGioco: 1800 });
  });
  it('continues the game clock in the second half', () => {
    expect(tickerPhase(40 * 60)).toMatchObject({ secondo_tempo: true, tempo_di_gioco: 31, secondoDiGioco: 1800 });
    expect(tickerPhase(69 * 60 + 59)).toMatchObject({ secondo_tempo: true, tempo_di_gioco: 60 });
  });
  it('ends at 70 minutes of wall clock', () => {
    expect(tickerPhase(70 * 60)).toMatchObject({ fine_gara: true, secondo_tempo: false, tempo_di_gioco: 60, secondoDiGioco: 3600 });
  });
});

describe('demo kickoff cycle', () => {
  const start = Date.UTC(2025, 0, 1, 10, 0);
  it('keeps the kickoff of a real match', () => {
    expect(effectiveKickoff(start, null, start + 5 * 3600_000)).toBe(start);
  });
  it('repeats the kickoff of a demo match every cycle', () => {
    expect(effectiveKickoff(start, 80, start + 80 * 60_000 * 3 + 5000)).toBe(start + 80 * 60_000 * 3);
    expect(effectiveKickoff(start, 80, start - 1000)).toBe(start);
  });
});
