// The live ticker of a match, derived from the wall clock: handball halves of 30 minutes with a
// 10-minute interval. Kept pure so the page status text and the tests agree on the phases.
export const PRIMO_TEMPO_S = 30 * 60;
export const INTERVALLO_S = 10 * 60;
export const SECONDO_TEMPO_S = 30 * 60;
export const FINE_GARA_AT_S = PRIMO_TEMPO_S + INTERVALLO_S + SECONDO_TEMPO_S;
/** A ticker stays published this long after kickoff while the result is not yet official. */
export const TICKER_WINDOW_S = 3 * 3600;

export interface TickerPhase {
  /** Elapsed minutes of game time, as shown beside PT/ST (1–30 first half, 31–60 second). */
  tempo_di_gioco: number;
  primo_tempo: boolean;
  intervallo: boolean;
  secondo_tempo: boolean;
  fine_gara: boolean;
  /** Game time reached, in seconds: goals scored before it count in the live score. */
  secondoDiGioco: number;
}

/** Phase of a match `elapsedS` wall-clock seconds after kickoff (null before kickoff). */
export function tickerPhase(elapsedS: number): TickerPhase | null {
  if (elapsedS < 0) return null;
  const phase = (p: Partial<TickerPhase>, secondoDiGioco: number): TickerPhase => ({
    tempo_di_gioco: Math.min(60, Math.floor(secondoDiGioco / 60) + (p.fine_gara || p.intervallo ? 0 : 1)),
    primo_tempo: false,
    intervallo: false,
    secondo_tempo: false,
    fine_gara: false,
    ...p,
    secondoDiGioco,
  });
  if (elapsedS < PRIMO_TEMPO_S) return phase({ primo_tempo: true }, elapsedS);
  if (elapsedS < PRIMO_TEMPO_S + INTERVALLO_S) return phase({ intervallo: true }, PRIMO_TEMPO_S);
  if (elapsedS < FINE_GARA_AT_S) return phase({ secondo_tempo: true }, elapsedS - INTERVALLO_S);
  return phase({ fine_gara: true }, PRIMO_TEMPO_S + SECONDO_TEMPO_S);
}

/**
 * Kickoff in force at `nowMs`. A demo match repeats every `cicloMinuti` from its first kickoff,
 * so whoever opens the demo finds it in play; a real match (no cycle) keeps its kickoff.
 */
export function effectiveKickoff(inizioMs: number, cicloMinuti: number | null, nowMs: number): number {
  if (!cicloMinuti || nowMs < inizioMs) return inizioMs;
  const cycle = cicloMinuti * 60_000;
  return inizioMs + Math.floor((nowMs - inizioMs) / cycle) * cycle;
}
