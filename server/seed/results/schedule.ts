// Round-robin fixtures (circle method): every team meets every other once per leg.
export function roundRobin(teams: number, doubleLeg: boolean): [number, number][][] {
  const ids = Array.from({ length: teams }, (_, i) => i);
  if (teams % 2) ids.push(-1); // a bye
  const n = ids.length;
  const rounds: [number, number][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const round: [number, number][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = ids[i];
      const b = ids[n - 1 - i];
      if (a === -1 || b === -1) continue;
      // Alternate home and away so no team plays always at home.
      round.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(round);
    ids.splice(1, 0, ids.pop()!);
  }
  if (!doubleLeg) return rounds;
  return [...rounds, ...rounds.map((round) => round.map(([a, b]) => [b, a] as [number, number]))];
}
