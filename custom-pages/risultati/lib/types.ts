// Shapes of the results service's answers (spec 1 §3), as the pages read them.
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
export interface Team {
  id: number;
  title: string;
  logo: string | null;
}
export interface Match {
  id: number;
  day: number;
  date: string;
  time: string;
  ts_gara: number;
  team1: Team;
  team2: Team;
  'team1-setwin': number | null;
  'team2-setwin': number | null;
  girone: { id: number; title: string };
  impianto: string | null;
}
export interface TickerEntry {
  id: number;
  tempo_di_gioco: number;
  primo_tempo: boolean;
  intervallo: boolean;
  secondo_tempo: boolean;
  fine_gara: boolean;
  'team1-gol': number;
  'team2-gol': number;
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
