// The public results service (spec 1 §7): groups, calendars, standings, scorers, live ticker,
// communiqués; no login; unknown championship, area or group answer 404 with an Italian message.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';

const t = useTestApp();
const get = (url: string) => t().app.inject({ method: 'GET', url: `/risultati/${url}` });
const json = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
const FIXED = { agold: 19, asilver: 20, a1f: 21, a2f: 22, superf: 117 };

async function groupsOf(id: number) {
  return (await json(`api_v2/gironi_torneo/SEDE0/${id}`)).data as { id: number; title: string; parent: string }[];
}

describe('groups', () => {
  it('every fixed national championship has its title and groups under parent headings', async () => {
    for (const [slug, id] of Object.entries(FIXED)) {
      const body = await json(`api_v2/gironi_torneo/SEDE0/${id}`);
      expect(body.title, slug).toBeTruthy();
      expect(body.area).toMatchObject({ codice: 'SEDE0', sito_url: expect.stringMatching(/^https:\/\//) });
      expect(body.data.length, slug).toBeGreaterThan(0);
      for (const g of body.data) expect(g).toEqual({ id: expect.any(Number), title: expect.stringContaining(' - '), parent: expect.any(String) });
    }
  });

  it('an area lists the groups of its championships with its territorial site', async () => {
    const body = await json('api_v2/gironi_area/ARA01');
    expect(body.data.length).toBeGreaterThanOrEqual(2);
    expect(body.area.codice).toBe('ARA01');
    expect(body.title).toMatch(/Area Territoriale 1/);
  });

  it('unknown championships, seats and areas answer 404 with a clear message', async () => {
    const cases: [string, RegExp][] = [
      ['api_v2/gironi_torneo/SEDE0/999', /Campionato non trovato/],
      ['api_v2/gironi_torneo/SEDE0/abc', /Campionato non trovato/],
      ['api_v2/gironi_torneo/SEDE9/19', /Campionato non trovato/],
      ['api_v2/gironi_area/ARA77', /Area ARA77 non trovata/],
      ['api_v2/gironi_area/XYZ', /Area XYZ non trovata/],
      ['api_v2/tables/999999', /Girone non trovato/],
      ['api_v2/marcatori/x', /Girone non trovato/],
      ['api_v2/live_ticker/999999', /Girone non trovato/],
      ['api_v2/calendar/SEDE0/999999', /Girone non trovato/],
      ['api_v2/calendar/XXXXX', /Torneo non trovato/],
      ['api_v2/comunicati_public/ARA88', /Area ARA88 non trovata/],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.json()).toMatchObject({ error: true, message: expect.stringMatching(message) });
    }
  });

  it('a group is found only in its own area', async () => {
    const [g] = await groupsOf(FIXED.agold);
    expect((await get(`api_v2/calendar/ARA01/${g.id}`)).statusCode).toBe(404);
    expect((await get(`api_v2/calendar/SEDE0/${g.id}`)).statusCode).toBe(200);
  });
});

describe('calendar, standings and scorers', () => {
  it('the calendar lists matches with teams, logos, date, time, kickoff and official scores', async () => {
    const [g] = await groupsOf(FIXED.agold);
    const { data } = await json(`api_v2/calendar/SEDE0/${g.id}`);
    expect(data.length).toBeGreaterThan(10);
    const m = data[0];
    expect(m).toMatchObject({
      id: expect.any(Number),
      day: expect.any(Number),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      time: expect.stringMatching(/^\d{2}:\d{2}$/),
      ts_gara: expect.any(Number),
      team1: { title: expect.any(String), logo: expect.stringMatching(/^\/risultati\/loghi\/squadra\/\d+\.svg$/) },
      team2: { title: expect.any(String), logo: expect.any(String) },
    });
    expect('team1-setwin' in m && 'team2-setwin' in m).toBe(true);
    const played = data.filter((x: any) => x['team1-setwin'] !== null);
    const future = data.filter((x: any) => x['team1-setwin'] === null && x.ts_gara > Date.now() / 1000);
    expect(played.length).toBeGreaterThan(0);
    expect(future.length).toBeGreaterThan(0);
    expect(data.map((x: any) => x.ts_gara)).toEqual([...data.map((x: any) => x.ts_gara)].sort((a, b) => a - b));
  });

  it('the festival calendar holds every festival match', async () => {
    const body = await json('api_v2/calendar/FSTPM');
    expect(body.title).toMatch(/Festival/);
    expect(body.data.length).toBeGreaterThan(5);
    expect(new Set(body.data.map((m: any) => m.girone.id)).size).toBeGreaterThan(1);
  });

  it('standings are computed from official results: 2 points a win, 1 a draw, penalties subtracted', async () => {
    for (const id of Object.values(FIXED)) {
      for (const g of await groupsOf(id)) {
        const { data: matches } = await json(`api_v2/calendar/SEDE0/${g.id}`);
        const tables = await json(`api_v2/tables/${g.id}`);
        const rows = tables.data[0].standings;
        const teams = new Set(matches.flatMap((m: any) => [m.team1.id, m.team2.id]));
        expect(rows.length).toBe(teams.size);
        for (const r of rows) {
          const mine = matches.filter((m: any) => m['team1-setwin'] !== null && (m.team1.id === r.id || m.team2.id === r.id));
          const goals = mine.map((m: any) => (m.team1.id === r.id ? [m['team1-setwin'], m['team2-setwin']] : [m['team2-setwin'], m['team1-setwin']]));
          expect(r.g).toBe(mine.length);
          expect(r.v).toBe(goals.filter(([a, b]: number[]) => a > b).length);
          expect(r.n).toBe(goals.filter(([a, b]: number[]) => a === b).length);
          expect(r.gf).toBe(goals.reduce((s: number, [a]: number[]) => s + a, 0));
          expect(r.pt).toBe(2 * r.v + r.n - r.penalita);
          expect(r.dr).toBe(r.gf - r.gs);
          expect(Object.keys(r).sort()).toEqual(['dr', 'g', 'gf', 'gs', 'id', 'logo', 'n', 'p', 'penalita', 'pos', 'pt', 'title', 'v']);
        }
        expect(rows.map((r: any) => r.pt)).toEqual([...rows.map((r: any) => r.pt)].sort((a: number, b: number) => b - a));
      }
    }
  });

  it('the demo has a team with penalty points', async () => {
    const [g] = await groupsOf(FIXED.agold);
    const rows = (await json(`api_v2/tables/${g.id}`)).data[0].standings;
    expect(rows.some((r: any) => r.penalita > 0)).toBe(true);
  });

  it('scorers hold only players with goals, most first, from official matches', async () => {
    const [g] = await groupsOf(FIXED.asilver);
    const list = (await json(`api_v2/marcatori/${g.id}`)).data[0].marcatori;
    expect(list.length).toBeGreaterThan(5);
    expect(list[0]).toMatchObject({ matricola: expect.any(String), pos: 1, logo: expect.any(String), cognome_nome: expect.any(String), reti: expect.any(Number) });
    expect(list.every((s: any) => s.reti > 0)).toBe(true);
    expect(list.map((s: any) => s.reti)).toEqual([...list.map((s: any) => s.reti)].sort((a: number, b: number) => b - a));
    const { data: matches } = await json(`api_v2/calendar/SEDE0/${g.id}`);
    const officialGoals = matches.reduce((s: number, m: any) => s + (m['team1-setwin'] ?? 0) + (m['team2-setwin'] ?? 0), 0);
    expect(list.reduce((s: number, x: any) => s + x.reti, 0)).toBe(officialGoals);
  });

  it('a play-off group not yet started has standings at zero and no scorers', async () => {
    const groups = await groupsOf(FIXED.agold);
    const playoff = groups.find((g) => /PLAY OFF/.test(g.title))!;
    expect((await json(`api_v2/tables/${playoff.id}`)).data[0].standings.every((r: any) => r.g === 0 && r.pt === -r.penalita)).toBe(true);
    expect((await json(`api_v2/marcatori/${playoff.id}`)).data[0].marcatori).toEqual([]);
  });
});

describe('live ticker', () => {
  it('a match of today is live, its ticker follows the clock and its score is the live one', async () => {
    const entries: any[] = [];
    for (const id of Object.values(FIXED)) for (const g of await groupsOf(id)) entries.push(...(await json(`api_v2/live_ticker/${g.id}`)).data);
    expect(entries.length).toBeGreaterThan(0);
    // The demo live matches are spread over the cycle, so at least one is in play whatever the time.
    const inPlay = entries.filter((e) => e.primo_tempo || e.secondo_tempo);
    expect(inPlay.length).toBeGreaterThan(0);
    for (const e of entries) {
      expect(Object.keys(e).sort()).toEqual(['fine_gara', 'id', 'intervallo', 'primo_tempo', 'secondo_tempo', 'team1-gol', 'team2-gol', 'tempo_di_gioco']);
      expect([e.primo_tempo, e.intervallo, e.secondo_tempo, e.fine_gara].filter(Boolean)).toHaveLength(1);
      expect(e.tempo_di_gioco).toBeGreaterThanOrEqual(1);
      expect(e.tempo_di_gioco).toBeLessThanOrEqual(60);
    }
  });

  it("the live match is in today's calendar without an official score", async () => {
    const [g] = await groupsOf(FIXED.agold);
    const { data: ticker } = await json(`api_v2/live_ticker/${g.id}`);
    const { data: matches } = await json(`api_v2/calendar/SEDE0/${g.id}`);
    expect(ticker).toHaveLength(1);
    const live = matches.find((m: any) => m.id === ticker[0].id);
    expect(live['team1-setwin']).toBeNull();
    const now = Date.now() / 1000;
    expect(live.ts_gara).toBeLessThanOrEqual(now);
    expect(now - live.ts_gara).toBeLessThan(80 * 60);
  });
});

describe('communiqués', () => {
  it('an area lists its communiqués, newest first; an area without any answers an empty list', async () => {
    const { data } = await json('api_v2/comunicati_public/ARA01');
    expect(data.length).toBe(4);
    expect(data[0]).toMatchObject({ id_comunicato: expect.any(Number), descrizione: expect.any(String) });
    expect(data.map((c: any) => c.data)).toEqual([...data.map((c: any) => c.data)].sort().reverse());
    expect((await json('api_v2/comunicati_public/ARA09')).data).toEqual([]);
  });
});
