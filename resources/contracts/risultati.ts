// The results service's answers (spec 1 §3): the contract between server/risultati and the public
// pages in custom-pages/risultati. Types only.
export interface Girone {
  id: number;
  title: string;
  parent: string;
}
export interface AreaInfo {
  codice: string;
  nome: string;
  sito_url: string;
}
export interface GironiAnswer {
  data: Girone[];
  title: string;
  area: AreaInfo;
}
export interface StandingRow {
  pos: number;
  id: number;
  logo: string | null;
  title: string;
  pt: number;
  g: number;
  v: number;
  n: number;
  p: number;
  gf: number;
  gs: number;
  dr: number;
  penalita: number;
}
export interface Scorer {
  matricola: string;
  pos: number;
  logo: string | null;
  cognome_nome: string;
  squadra?: string;
  reti: number;
}
export interface Comunicato {
  id_comunicato: number;
  numero?: number;
  data?: string;
  descrizione: string;
}

export interface Team {
  id: number;
  title: string;
  logo: string | null;
}

export interface Match {
  id: number;
  /** Round (giornata) number. */
  day: number;
  /** Local date and time of kickoff (Europe/Rome). */
  date: string;
  time: string;
  /** Kickoff, seconds since the epoch. */
  ts_gara: number;
  team1: Team;
  team2: Team;
  /** Official score (UFF); null until the result is official. */
  'team1-setwin': number | null;
  'team2-setwin': number | null;
  girone: { id: number; title: string };
  impianto: string | null;
}

export interface TickerEntry {
  /** The match id. */
  id: number;
  tempo_di_gioco: number;
  primo_tempo: boolean;
  intervallo: boolean;
  secondo_tempo: boolean;
  fine_gara: boolean;
  /** Live score. */
  'team1-gol': number;
  'team2-gol': number;
}

/** Display rule for team names (spec 1 §9), on the pages and in the PDFs and calendar feed: SUEDTIROL is shown as SÜDTIROL. */
export function displayTeamName(name: string): string {
  return name.replace(/SUEDTIROL/gi, (m) => (m === m.toUpperCase() ? 'SÜDTIROL' : 'Südtirol'));
}
