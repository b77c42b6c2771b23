// Who a demo member is: roles, history with clubs, registration types. Pure decisions, no rows.
import type { Random } from '../random.ts';
import type { RuoloCode } from './catalog.ts';
import type { Club } from './clubs.ts';
import type { EntryState } from './ledger.ts';
import type { Person } from './people.ts';
import { choose } from './util.ts';

/**
 * both: registered in both seasons; new: only now; svincolato: not renewed (left); moved:
 * transferred this season; rinnovo: registered last season, the club has yet to renew it (a
 * manager or board member of a club with renewals pending, see Club.renewals).
 */
export type History = 'both' | 'new' | 'svincolato' | 'moved' | 'rinnovo';

export interface Profile {
  id: number;
  person: Person;
  primary: RuoloCode;
  roles: RuoloCode[];
  history: History;
  /** Club now (or last club for svincolati); null for referees only. */
  club: Club | null;
  previousClub: Club | null;
  /** Outcome of this season's registration of the primary role. */
  currentState: EntryState;
  coachType: string;
  refereeType: string;
  demo: boolean;
}

export const PRIMARY: readonly (readonly [number, RuoloCode])[] = [
  [0.64, 'ATL'],
  [0.08, 'ANA'],
  [0.12, 'DIR'],
  [0.06, 'ALL'],
  [0.04, 'ARB'],
  [0.015, 'FIS'],
  [0.01, 'MED'],
  [0.015, 'PAT'],
  [0.01, 'PPO'],
  [0.01, 'IPR'],
];

export const AGES: Record<RuoloCode, [number, number]> = {
  ATL: [9, 36],
  ANA: [6, 14],
  DIR: [28, 72],
  ALL: [22, 65],
  ARB: [16, 55],
  FIS: [26, 65],
  MED: [28, 68],
  PAT: [24, 60],
  PPO: [24, 60],
  IPR: [20, 55],
};

/** Families that hold a card (tessera) and pay a personal licence. */
export const CARD_FAMILY: Partial<Record<RuoloCode, string>> = {
  ALL: 'Tecnico',
  ARB: 'Arbitro',
  PAT: 'PreparatoreAtletico',
  PPO: 'PreparatorePortieri',
  IPR: 'IstruttorePromozionale',
};

export const QUALIFICHE: Record<string, string> = {
  ALN: 'Allenatore Nazionale',
  ALR: 'Allenatore Regionale',
  ALB: 'Allenatore di Base',
  ALG: 'Allenatore Giovanile',
  ARN: 'Arbitro Nazionale',
  ARR: 'Arbitro Regionale',
  ARBH: 'Arbitro Beach Handball',
  ARG: 'Arbitro Giovanile',
};

export function secondaryRoles(rnd: Random, primary: RuoloCode, age: number): RuoloCode[] {
  const roles: RuoloCode[] = [primary];
  if (primary === 'DIR' && rnd.chance(0.1)) roles.push('ALL');
  if (primary === 'ALL' && rnd.chance(0.1)) roles.push('DIR');
  if (primary === 'ATL' && age >= 16 && rnd.chance(0.04)) roles.push('ARB');
  return roles;
}

export function history(rnd: Random, primary: RuoloCode): History {
  const h = choose(rnd, [
    [0.72, 'both'],
    [0.12, 'new'],
    [0.1, 'svincolato'],
    [0.06, 'moved'],
  ] as const);
  return h === 'moved' && primary !== 'ATL' ? 'both' : h;
}

export function currentState(rnd: Random, primary: RuoloCode): EntryState {
  if (primary === 'ANA') return 'approvata'; // promotional types are approved automatically
  return choose(rnd, [
    [0.9, 'approvata'],
    [0.07, 'in_attesa'],
    [0.02, 'rifiutata'],
    [0.01, 'stornata'],
  ] as const);
}

export function coachType(rnd: Random): string {
  return choose(rnd, [
    [0.1, 'ALN'],
    [0.35, 'ALR'],
    [0.35, 'ALB'],
    [0.2, 'ALG'],
  ] as const);
}

export function refereeType(rnd: Random, age: number): string {
  if (age < 20) return 'ARG';
  return choose(rnd, [
    [0.2, 'ARN'],
    [0.65, 'ARR'],
    [0.15, 'ARBH'],
  ] as const);
}
