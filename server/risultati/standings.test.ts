import { describe, expect, it } from 'vitest';
import { computeStandings, rankScorers, type StandingTeam } from './standings.ts';

const team = (id: number, title: string, penalita = 0): StandingTeam => ({ id, title, logo: null, penalita });
const r = (team1: number, team2: number, gol1: number, gol2: number) => ({ team1, team2, gol1, gol2 });

describe('standings', () => {
  it('gives 2 points a win and 1 a draw, with goals and goal difference', () => {
    const rows = computeStandings([team(1, 'Alfa'), team(2, 'Beta'), team(3, 'Gamma')], [r(1, 2, 30, 25), r(2, 3, 28, 28), r(3, 1, 20, 22)]);
    expect(rows.map((x) => [x.title, x.pos, x.pt, x.g, x.v, x.n, x.p, x.gf, x.gs, x.dr])).toEqual([
      ['Alfa', 1, 4, 2, 2, 0, 0, 52, 45, 7],
      ['Gamma', 2, 1, 2, 0, 1, 1, 48, 50, -2],
      ['Beta', 3, 1, 2, 0, 1, 1, 53, 58, -5],
    ]);
  });

  it('subtracts penalty points', () => {
    const rows = computeStandings([team(1, 'Alfa', 3), team(2, 'Beta')], [r(1, 2, 30, 25)]);
    expect(rows.map((x) => [x.title, x.pt, x.penalita])).toEqual([
      ['Beta', 0, 0],
      ['Alfa', -1, 3],
    ]);
  });

  it('breaks a three-way tie on points by the goal difference of the matches among them', () => {
    // Each team won once: Alfa +29, Beta -4, Gamma -25 in the matches among the three.
    const rows = computeStandings([team(1, 'Alfa'), team(2, 'Beta'), team(3, 'Gamma')], [r(1, 3, 40, 10), r(2, 1, 21, 20), r(3, 2, 25, 20)]);
    expect(rows.map((x) => [x.title, x.pos, x.pt])).toEqual([
      ['Alfa', 1, 2],
      ['Beta', 2, 2],
      ['Gamma', 3, 2],
    ]);
  });

  it('puts the head-to-head winner first when two teams are level on points', () => {
    const rows = computeStandings([team(1, 'Alfa'), team(2, 'Beta'), team(3, 'Gamma')], [r(1, 3, 40, 10), r(2, 1, 21, 20), r(2, 3, 10, 20), r(3, 1, 20, 10)]);
    // Alfa 2 pt (dr +19), Beta 2 pt (dr -9), Gamma 4 pt.
    expect(rows.map((x) => x.title)).toEqual(['Gamma', 'Beta', 'Alfa']);
  });

  it('shares the position between fully level teams and keeps every team of the group', () => {
    const rows = computeStandings([team(1, 'Alfa'), team(2, 'Beta'), team(3, 'Gamma')], [r(1, 2, 20, 20)]);
    expect(rows.map((x) => [x.title, x.pos, x.pt, x.g])).toEqual([
      ['Alfa', 1, 1, 1],
      ['Beta', 1, 1, 1],
      ['Gamma', 3, 0, 0],
    ]);
  });
});

describe('scorers ranking', () => {
  it('ranks by goals with shared positions and drops players without goals', () => {
    const rows = rankScorers([{ reti: 9 }, { reti: 7 }, { reti: 7 }, { reti: 3 }, { reti: 0 }]);
    expect(rows.map((x) => [x.pos, x.reti])).toEqual([
      [1, 9],
      [2, 7],
      [2, 7],
      [4, 3],
    ]);
  });
});
