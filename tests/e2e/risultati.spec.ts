// The public results pages in Chromium against the real server and its demo data. Their fit at 360 and
// 1280 px, console errors and axe: the usability walk (usability-walk.spec.ts), one test per page and width.
import { expect, test, type APIRequestContext } from './fixtures.ts';
import { isPdf, pdfText } from '../helpers/pdf-text.ts';
import { ResultsPage } from './pages/ResultsPage.ts';

const CHAMPIONSHIPS = { agold: 19, asilver: 20, a1f: 21, a2f: 22, superf: 117 } as const;

async function groupsOf(request: APIRequestContext, id: number) {
  const res = await request.get(`/risultati/api_v2/gironi_torneo/SEDE0/${id}`);
  return (await res.json()).data as { id: number; title: string; parent: string }[];
}

test.describe('public results', () => {
  test('each championship route shows its title and its groups under their headings', async ({ page, request }) => {
    const results = new ResultsPage(page);
    for (const [slug, id] of Object.entries(CHAMPIONSHIPS)) {
      const groups = await groupsOf(request, id);
      await results.open(`/${slug}`);
      await expect(results.title).not.toHaveText('Risultati');
      await expect(page.getByRole('link', { name: 'Affiliazione e tesseramento' })).toHaveAttribute('href', '/login');
      await expect(page.getByRole('link', { name: 'Sito della Federazione' })).toHaveAttribute('href', 'https://www.figh.it');
      const options = await results.groupOptions();
      expect(options).toEqual(groups.map((g) => [g.parent, g.title.slice(g.title.indexOf(' - ') + 3)]));
      await expect(results.groupSelect.locator('option').first()).toHaveText('Seleziona Girone');
    }
  });

  test('choosing a group shows calendar, standings and scorers, with group and tab in the address', async ({ page }) => {
    const results = new ResultsPage(page);
    await results.open('/asilver');
    const [[, label]] = await results.groupOptions();
    await results.chooseGroup(label);
    await expect(page).toHaveURL(/\/asilver\/calendario\?girone=\d+$/);
    await expect(page.getByRole('link', { name: 'Stampa' })).toBeVisible();
    const final = results.matches.filter({ has: page.getByText('UFF', { exact: true }) }).first();
    await expect(final.getByRole('link', { name: 'Scarica referto web' })).toHaveAttribute('href', /\/risultati\/camp3\/stampa_referto_pubblico\/\d+$/);
    await expect(final.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expect(final.locator('img').first()).toHaveAttribute('src', /\/risultati\/loghi\/squadra\/\d+\.svg$/);

    await results.tab('CLASSIFICA').click();
    await expect(page).toHaveURL(/\/asilver\/classifica\?girone=\d+$/);
    await expect(results.table().locator('thead th')).toHaveText(['Pos', 'Squadre', 'Pt', 'G', 'V', 'N', 'P', 'GF', 'GS', 'DR', 'PEN']);
    await expect(results.table().locator('tbody tr')).toHaveCount(8);

    await results.tab('MARCATORI').click();
    await expect(page).toHaveURL(/\/asilver\/marcatori\?girone=\d+$/);
    await expect(results.table().locator('thead th')).toHaveText(['Pos', 'Cognome e nome', 'GOL']);
    const goals = await results.table().locator('tbody tr td:last-child').allTextContents();
    expect(goals.length).toBeGreaterThan(5);
    expect(goals.every((g) => Number(g) > 0)).toBe(true);

    // The address is shareable: opened anew it shows the same group and tab.
    await page.reload();
    await expect(results.table().locator('thead th')).toHaveText(['Pos', 'Cognome e nome', 'GOL']);
    await page.goBack();
    await expect(page).toHaveURL(/\/asilver\/classifica\?girone=\d+$/);
    await expect(results.table().locator('thead th').nth(2)).toHaveText('Pt');
  });

  test('the calendar opens at today and each match has its own anchor', async ({ page, request }) => {
    const results = new ResultsPage(page);
    const [group] = await groupsOf(request, CHAMPIONSHIPS.agold);
    await results.open(`/agold/calendario?girone=${group.id}`);
    // Today as the visitor's browser sees it (its time zone decides the day).
    const today = await page.evaluate(() => {
      const d = new Date();
      return `giorno-${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    // Today's matches, or the next day with matches when today has none (a server seeded just before
    // midnight, in Rome, and a visitor just after it).
    const days = page.locator('[id^="giorno-"]');
    await expect(days.first()).toBeAttached();
    const ids = await days.evaluateAll((sections) => sections.map((s) => s.id));
    const opened = ids.find((id) => id >= today) ?? ids[ids.length - 1];
    await expect(page.locator(`#${opened}`)).toBeInViewport();
    await expect(page.getByText('SÜDTIROL').first()).toBeVisible();
    await expect(page.getByText('SUEDTIROL')).toHaveCount(0);

    const first = results.matches.first();
    const anchor = await first.getAttribute('id');
    await results.open(`/agold/calendario?girone=${group.id}#${anchor}`);
    await expect(page.locator(`#${anchor}`)).toBeInViewport();
    await expect(page.locator(`#${opened}`)).not.toBeInViewport();
  });

  test('an area route shows its communiqués, or says there are none', async ({ page }) => {
    const results = new ResultsPage(page);
    await results.open('/area/1/comunicati');
    await expect(results.tab('COMUNICATI UFFICIALI')).toHaveAttribute('aria-current', 'page');
    const cards = page.locator('li.rs-card');
    await expect(cards).toHaveCount(4);
    await expect(cards.first().getByRole('heading')).toHaveText(/^COMUNICATO/);
    const link = cards.first().getByRole('link', { name: 'Scarica il comunicato' });
    const res = await page.request.get((await link.getAttribute('href'))!);
    expect(isPdf(await res.body())).toBe(true);
    await expect(page.getByRole('link', { name: 'Sito della Federazione' })).toHaveAttribute('href', /area-territoriale-1/);

    await results.open('/area/9/comunicati');
    await expect(page.getByText('NON CI SONO COMUNICATI UFFICIALI')).toBeVisible();
  });

  test("'Stampa' downloads the group's calendar as a PDF with its team names", async ({ page }) => {
    const results = new ResultsPage(page);
    await results.open('/a1f');
    const [[, label]] = await results.groupOptions();
    await results.chooseGroup(label);
    const names = new Set((await page.locator('.rs-side .rs-team-name').allTextContents()).map((n) => n.replace('SÜDTIROL', 'SUEDTIROL')));
    const [download] = await Promise.all([page.waitForEvent('download'), results.printButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^calendario-girone-\d+\.pdf$/);
    const pdf = Buffer.from(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks)));
    expect(isPdf(pdf)).toBe(true);
    const text = pdfText(pdf);
    for (const name of names) expect(text).toContain(name);
  });

  test('a live match changes its status without reloading the page', async ({ page, request }) => {
    test.setTimeout(120_000);
    // A demo match in play with at least a minute left in its half: its minute will change.
    let found: { slug: string; group: number; match: number } | undefined;
    for (const [slug, id] of Object.entries(CHAMPIONSHIPS)) {
      for (const g of await groupsOf(request, id)) {
        const { data } = await (await request.get(`/risultati/api_v2/live_ticker/${g.id}`)).json();
        const e = data.find((x: any) => (x.primo_tempo && x.tempo_di_gioco <= 28) || (x.secondo_tempo && x.tempo_di_gioco <= 58));
        if (e && !found) found = { slug, group: g.id, match: e.id };
      }
    }
    expect(found, 'a match in play').toBeDefined();
    const results = new ResultsPage(page);
    await results.open(`/${found!.slug}/calendario?girone=${found!.group}&refresh=1`);
    const status = results.match(found!.match).getByTestId('status');
    await expect(status).toHaveText(/^\d+' (PT|ST)$/);
    const before = await status.textContent();
    await page.evaluate(() => ((window as any).__notReloaded = true));
    await expect(status).not.toHaveText(before!, { timeout: 75_000 });
    await expect(status).toHaveText(/^\d+' (PT|ST)$/);
    expect(await page.evaluate(() => (window as any).__notReloaded)).toBe(true);
    await expect(page.getByRole('status')).toBeAttached();
  });

  test("the group's iCal feed parses and holds the group's matches", async ({ page }) => {
    const results = new ResultsPage(page);
    await results.open('/superf');
    const [[, label]] = await results.groupOptions();
    await results.chooseGroup(label);
    const res = await page.request.get((await results.icalLink.getAttribute('href'))!);
    expect(res.headers()['content-type']).toMatch(/^text\/calendar/);
    const lines = (await res.text()).replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    const events: Record<string, string>[] = [];
    for (const line of lines) {
      if (line === 'BEGIN:VEVENT') events.push({});
      else if (events.length && line.includes(':') && !line.startsWith('END:')) {
        const [key, ...rest] = line.split(':');
        events[events.length - 1][key.split(';')[0]] = rest.join(':');
      }
    }
    const anchors = await results.matches.evaluateAll((els) => els.map((e) => e.id));
    expect(events.map((e) => `partita-${/^partita-(\d+)@/.exec(e.UID)![1]}`).sort()).toEqual(anchors.sort());
    for (const e of events) expect(e.DTSTART).toMatch(/^\d{8}T\d{6}Z$/);
    const finals = await results.matches.filter({ has: page.getByText('UFF', { exact: true }) }).count();
    expect(events.filter((e) => /\d+-\d+$/.test(e.SUMMARY)).length).toBe(finals);
  });

  test('unknown area or group and a failing service are said on the page', async ({ page }) => {
    const results = new ResultsPage(page);
    await results.open('/area/77');
    await expect(results.alert).toHaveText('Area ARA77 non trovata');
    await results.open('/agold/calendario?girone=999999');
    await expect(results.alert).toHaveText('Girone non trovato');
    await page.route('**/risultati/api_v2/gironi_torneo/**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await results.open('/a2f');
    await expect(results.alert).toHaveText('Errore caricamento campionati');
  });
});
