// What the results demo holds: the national seat and three areas, the fixed national
// championships (spec 1 §3 ids), area championships and the festival (FSTPM).
export interface GroupDef {
  /** 'HEADING - NAME': the selector shows NAME under the heading `parent`. */
  titolo: string;
  parent: string;
  teams: number;
  /** Single round robin (festival, play-off) instead of home and away. */
  single?: boolean;
  /** Rounds start this many weeks after today (a phase not yet begun); default: the season is 60% played. */
  startsInWeeks?: number;
  /** A demo match of today's round stays live: its cycle position, in minutes, when seeded. */
  liveOffsetMinutes?: number;
  /** Penalty points given to the team at these positions of the group (index → points). */
  penalties?: Record<number, number>;
}

export interface ChampionshipDef {
  id?: number;
  codice?: string;
  titolo: string;
  area: string;
  pagina: string;
  femminile: boolean;
  groups: GroupDef[];
  /** Teams whose name must appear (e.g. the SÜDTIROL spelling rule). */
  extraTeams?: string[];
  festival?: boolean;
}

export const AREAS = [
  { codice: 'SEDE0', nome: 'Federazione Italiana Giuoco Handball', sito_url: 'https://www.figh.it' },
  { codice: 'ARA01', nome: 'Area Territoriale 1 - Piemonte, Valle d\u2019Aosta e Liguria', sito_url: 'https://www.figh.it/area-territoriale-1' },
  { codice: 'ARA05', nome: 'Area Territoriale 5 - Trentino Alto Adige', sito_url: 'https://www.figh.it/area-territoriale-5' },
  { codice: 'ARA09', nome: 'Area Territoriale 9 - Sicilia', sito_url: 'https://www.figh.it/area-territoriale-9' },
];

/** Demo live matches are spread over the 80-minute cycle, so one is always in play. */
export const DEMO_CYCLE_MINUTES = 80;

const rs = 'REGULAR SEASON';
export const CHAMPIONSHIPS: ChampionshipDef[] = [
  {
    id: 19,
    titolo: 'Serie A Gold',
    area: 'SEDE0',
    pagina: '/agold',
    femminile: false,
    extraTeams: ['SSV BRIXEN SUEDTIROL'],
    groups: [
      { titolo: 'SERIE A GOLD - GIRONE UNICO', parent: rs, teams: 10, liveOffsetMinutes: 5, penalties: { 7: 2 } },
      { titolo: 'SERIE A GOLD - PLAY OFF', parent: 'FASE FINALE', teams: 4, single: true, startsInWeeks: 10 },
    ],
  },
  {
    id: 20,
    titolo: 'Serie A Silver',
    area: 'SEDE0',
    pagina: '/asilver',
    femminile: false,
    groups: [
      { titolo: 'SERIE A SILVER - GIRONE A', parent: rs, teams: 8, liveOffsetMinutes: 18 },
      { titolo: 'SERIE A SILVER - GIRONE B', parent: rs, teams: 8, penalties: { 5: 1 } },
    ],
  },
  {
    id: 21,
    titolo: 'Serie A1 Femminile',
    area: 'SEDE0',
    pagina: '/a1f',
    femminile: true,
    groups: [{ titolo: 'SERIE A1 FEMMINILE - GIRONE UNICO', parent: rs, teams: 8, liveOffsetMinutes: 31 }],
  },
  {
    id: 22,
    titolo: 'Serie A2 Femminile',
    area: 'SEDE0',
    pagina: '/a2f',
    femminile: true,
    groups: [
      { titolo: 'SERIE A2 FEMMINILE - GIRONE A', parent: rs, teams: 6, liveOffsetMinutes: 44 },
      { titolo: 'SERIE A2 FEMMINILE - GIRONE B', parent: rs, teams: 6 },
    ],
  },
  {
    id: 117,
    titolo: 'Super League Femminile',
    area: 'SEDE0',
    pagina: '/superf',
    femminile: true,
    groups: [{ titolo: 'SUPER LEAGUE FEMMINILE - GIRONE UNICO', parent: rs, teams: 6, liveOffsetMinutes: 57 }],
  },
  {
    codice: 'FSTPM',
    titolo: 'Festival della Pallamano',
    area: 'SEDE0',
    pagina: '/festivalpallamano',
    femminile: false,
    festival: true,
    groups: [
      { titolo: 'UNDER 13 MASCHILE - GIRONE 1', parent: 'UNDER 13 MASCHILE', teams: 5, single: true },
      { titolo: 'UNDER 13 FEMMINILE - GIRONE 1', parent: 'UNDER 13 FEMMINILE', teams: 5, single: true },
    ],
  },
  {
    titolo: 'Serie B Maschile',
    area: 'ARA01',
    pagina: '/area/1',
    femminile: false,
    groups: [
      { titolo: 'SERIE B MASCHILE - GIRONE 1', parent: 'SERIE B MASCHILE', teams: 6 },
      { titolo: 'SERIE B MASCHILE - GIRONE 2', parent: 'SERIE B MASCHILE', teams: 6 },
    ],
  },
  {
    titolo: 'Under 17 Femminile',
    area: 'ARA01',
    pagina: '/area/1',
    femminile: true,
    groups: [{ titolo: 'UNDER 17 FEMMINILE - GIRONE UNICO', parent: 'UNDER 17 FEMMINILE', teams: 5 }],
  },
  {
    titolo: 'Serie B Maschile',
    area: 'ARA05',
    pagina: '/area/5',
    femminile: false,
    extraTeams: ['HANDBALL SUEDTIROL BOZEN'],
    groups: [{ titolo: 'SERIE B MASCHILE - GIRONE UNICO', parent: 'SERIE B MASCHILE', teams: 6, liveOffsetMinutes: 70 }],
  },
  {
    titolo: 'Serie B Femminile',
    area: 'ARA09',
    pagina: '/area/9',
    femminile: true,
    groups: [{ titolo: 'SERIE B FEMMINILE - GIRONE UNICO', parent: 'SERIE B FEMMINILE', teams: 4 }],
  },
];

export const CITIES = [
  'CONVERSANO',
  'FASANO',
  'BOLZANO',
  'BRESSANONE',
  'CASSANO MAGNAGO',
  'MERANO',
  'PRESSANO',
  'SASSARI',
  'TRIESTE',
  'CINGOLI',
  'APPIANO',
  'SIRACUSA',
  'CARPI',
  'MODENA',
  'BOLOGNA',
  'PARMA',
  'ROMA',
  'LATINA',
  'GAETA',
  'NAPOLI',
  'BENEVENTO',
  'SALERNO',
  'BARI',
  'LECCE',
  'TARANTO',
  'CATANIA',
  'PALERMO',
  'MESSINA',
  'RAGUSA',
  'CAGLIARI',
  'VERONA',
  'PADOVA',
  'VENEZIA',
  'TRENTO',
  'ROVERETO',
  'MILANO',
  'BERGAMO',
  'BRESCIA',
  'COMO',
  'VARESE',
  'TORINO',
  'ASTI',
  'GENOVA',
  'SAVONA',
  'AOSTA',
  'FIRENZE',
  'PRATO',
  'AREZZO',
  'ANCONA',
  'PESARO',
  'FERMO',
  'PESCARA',
  'CHIETI',
  'TERAMO',
  'PERUGIA',
  'TERNI',
  'UDINE',
  'PORDENONE',
];
export const CLUB_PREFIXES = ['PALLAMANO', 'HANDBALL', 'HC', 'POLISPORTIVA', 'ASD PALLAMANO', 'SSV', 'US PALLAMANO', 'AMATORI'];

export const COMUNICATI: Record<string, { descrizione: string; testo: string }[]> = {
  SEDE0: [
    { descrizione: 'Calendari della fase finale di Serie A Gold', testo: 'Si pubblicano i calendari della fase finale.\n\nLe gare si disputeranno nelle date indicate salvo diverse disposizioni.' },
  ],
  ARA01: [
    {
      descrizione: 'Provvedimenti disciplinari - Serie B Maschile',
      testo: 'Il Giudice Sportivo Territoriale, esaminati i referti di gara, ha adottato i seguenti provvedimenti.\n\nAmmonizione con diffida ai tesserati indicati nel referto.',
    },
    { descrizione: 'Spostamento gara Serie B Maschile - Girone 1', testo: 'Su richiesta concorde delle società, la gara è spostata alla data comunicata alle società interessate.' },
    { descrizione: 'Omologazione risultati della giornata', testo: 'Si omologano i risultati delle gare disputate come da referti arbitrali.' },
    {
      descrizione: 'Convocazione raduno territoriale Under 17 Femminile',
      testo: 'Sono convocate le atlete indicate presso il palazzetto comunale.\n\nLe società sono pregate di garantire la presenza delle atlete.',
    },
  ],
  ARA05: [
    { descrizione: 'Indizione campionato Serie B Maschile', testo: 'È indetto il campionato territoriale di Serie B Maschile per la stagione in corso.' },
    { descrizione: 'Provvedimenti disciplinari', testo: 'Il Giudice Sportivo Territoriale ha adottato i provvedimenti indicati.' },
    { descrizione: 'Corso per ufficiali di campo', testo: 'È indetto un corso per ufficiali di campo.\n\nLe iscrizioni si chiudono dieci giorni prima dell\u2019inizio del corso.' },
  ],
  ARA09: [],
};
