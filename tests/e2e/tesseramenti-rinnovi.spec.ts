// The renewal stories in Chromium (issue 16): the club user renews two of last season's athletes
// from the club screen's Rinnovi tab ('Rinnova Atleti' → 'Rinnovi eseguiti con successo'), which
// writes an entry and a cart item each; likewise two managers ('Rinnova Dirigenti'), and a board
// member through the board renewal dialog (a reason is required; 2 seasons); the person (a coach
// and referee) holds both cards of the season, so 'Nuovo Tesseramento Arbitro/Tecnico' is not offered;
// a coach of last season is (the administrator opens 'Rinnova Tessera Allenatore' for him).
// The demo seed puts today inside the open season's renewal window and leaves the demo club
// athletes, managers and board members to renew; only this file renews, each test its own grid,
// and it picks whoever is still to renew when it runs, so the order of tests and files does not matter.
import { expect as baseExpect, test } from './fixtures.ts';
import { Api, cartBadge, cartLabel, OUT, RinnoviTab } from './pages/RinnoviPages.ts';
import { openAs } from './pages/LoginPage.ts';
import { expectShownAfter } from './pages/toasts.ts';

// A fresh server on a shared 2-core machine: first loads are slow; waits end as soon as they hold.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(({ page }) => {
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
});

interface RenewRow {
  id: number;
  nome_completo: string;
  ruolo: string;
  tipologia_tesseramento_nome: string;
}
interface Entry {
  id: number;
  codice: string;
  anagrafica_id: number | null;
  approvata: number;
  rifiutata: number;
  descrizione: string;
}

/** The club's entries and cart items for renewed people: one entry awaiting approval and one cart item each. */
async function expectCharged(club: Api, societaId: number, renewed: RenewRow[], codice: string, tipologia?: string) {
  const entries = (await club.get<{ data: Entry[] }>(`partitacontabile/societa/${societaId}?paginate=100`)).data;
  const items = await club.cartItems('societa', societaId);
  for (const r of renewed) {
    const entry = entries.find((e) => e.anagrafica_id === r.id && e.descrizione === `Rinnovo ${tipologia ?? r.tipologia_tesseramento_nome} - ${r.nome_completo}`);
    expect(entry, `entry of ${r.nome_completo}`).toBeTruthy();
    expect(entry).toMatchObject({ codice, approvata: 0, rifiutata: 0 });
    expect(items.map((i) => i.partita_contabile_id)).toContain(entry!.id);
  }
}

test('the club renews two athletes from the Rinnovi tab: entries and cart items', async ({ page, request }) => {
  const club = await Api.login(request, 'societa@demo.it');
  const societaId = club.me.societa_id!;
  const toRenew = await club.get<{ data: RenewRow[]; rinnovi_aperti: boolean }>(`societa/${societaId}/anagraficatorenew`);
  expect(toRenew.rinnovi_aperti).toBe(true);
  const athletes = toRenew.data.filter((r) => r.ruolo === 'Atleta').slice(0, 2);
  expect(athletes).toHaveLength(2);
  const cartBefore = (await club.get<{ count: number }>('cart/count')).count;

  await openAs(page, 'societa@demo.it', '/applauncher');
  const tab = new RinnoviTab(page);
  await tab.open();
  await expect(cartBadge(page)).toHaveAttribute('aria-label', cartLabel(cartBefore));
  for (const a of athletes) await expect(tab.row(a.id)).toContainText(a.tipologia_tesseramento_nome);
  await expect(tab.bulk('Rinnova Atleti')).toBeDisabled();
  await page.screenshot({ path: `${OUT}/rinnovi-club-1280.png`, fullPage: true });

  for (const a of athletes) await tab.tick(a.nome_completo);
  await expectShownAfter(page, 'Rinnovi eseguiti con successo', () => tab.bulk('Rinnova Atleti').click());
  // The grid is read again: the renewed athletes are gone, the selection with them.
  for (const a of athletes) await expect(tab.row(a.id)).toHaveCount(0);
  await expect(tab.bulk('Rinnova Atleti')).toBeDisabled();
  // The header badge counts the two new items (it refreshes every second).
  await expect(cartBadge(page)).toHaveAttribute('aria-label', cartLabel(cartBefore + 2));

  // One entry awaiting approval and one cart item per athlete, in the club's cart.
  await expectCharged(club, societaId, athletes, 'Tesseramento Atleta');
  const after = await club.get<{ data: RenewRow[] }>(`societa/${societaId}/anagraficatorenew`);
  for (const a of athletes) expect(after.data.map((r) => r.id)).not.toContain(a.id);

  // At 360 px (loaded afresh: a resized page keeps the wide layout's drawer state) the grid
  // scrolls inside its box, the page does not.
  await page.setViewportSize({ width: 360, height: 740 });
  await tab.open();
  await expect(tab.bulk('Rinnova Atleti')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await page.screenshot({ path: `${OUT}/rinnovi-club-360.png`, fullPage: true });
});

test('the club renews two managers from the Rinnovi tab: entries and cart items', async ({ page, request }) => {
  const club = await Api.login(request, 'societa@demo.it');
  const societaId = club.me.societa_id!;
  const managers = (await club.get<{ data: RenewRow[] }>(`societa/${societaId}/anagraficatorenew?type=dirigenti`)).data.slice(0, 2);
  expect(managers).toHaveLength(2);
  const cartBefore = (await club.get<{ count: number }>('cart/count')).count;

  await openAs(page, 'societa@demo.it', '/applauncher');
  const tab = new RinnoviTab(page);
  await tab.open();
  const grid = tab.grid('Dirigenti');
  for (const m of managers) await expect(grid.getByTestId(`renew-row-${m.id}`)).toContainText(m.tipologia_tesseramento_nome);
  await expect(tab.bulk('Rinnova Dirigenti')).toBeDisabled();
  for (const m of managers) await tab.tick(m.nome_completo, 'Dirigenti');
  await tab.bulk('Rinnova Dirigenti').click();
  await expect(page.getByText('Rinnovi eseguiti con successo')).toBeVisible();
  for (const m of managers) await expect(grid.getByTestId(`renew-row-${m.id}`)).toHaveCount(0);
  await expect(tab.bulk('Rinnova Dirigenti')).toBeDisabled();
  await expect(cartBadge(page)).toHaveAttribute('aria-label', cartLabel(cartBefore + 2));

  await expectCharged(club, societaId, managers, 'Tesseramento Dirigente');
  const after = await club.get<{ data: RenewRow[] }>(`societa/${societaId}/anagraficatorenew?type=dirigenti`);
  for (const m of managers) expect(after.data.map((r) => r.id)).not.toContain(m.id);
});

test('the club renews a board member through the board renewal dialog: reason required, 2 seasons', async ({ page, request }) => {
  const club = await Api.login(request, 'societa@demo.it');
  const societaId = club.me.societa_id!;
  const [member] = (await club.get<{ data: RenewRow[] }>(`societa/${societaId}/anagraficatorenew?consigliodirettivo=true`)).data;
  expect(member, 'a board member to renew').toBeTruthy();
  const cartBefore = (await club.get<{ count: number }>('cart/count')).count;
  const sent: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/societa/${societaId}/executetesseratirenew`)) sent.push(r.postDataJSON());
  });

  await openAs(page, 'societa@demo.it', '/applauncher');
  const tab = new RinnoviTab(page);
  await tab.open();
  const row = tab.grid('Consiglio Direttivo').getByTestId(`renew-row-${member.id}`);
  await expect(row).toContainText(member.nome_completo);
  await tab.tick(member.nome_completo, 'Consiglio Direttivo');
  await tab.bulk('Rinnova Consiglio').click();
  const dialog = tab.boardDialog();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Rimuovi dal Consiglio Direttivo')).not.toBeChecked();
  await expect(dialog.getByRole('combobox', { name: /^Numero stagioni/ })).toHaveText('1 Stagione');

  // No reason: the field says so and nothing is sent.
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog.getByText('Seleziona una causale')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(sent).toHaveLength(0);
  await page.screenshot({ path: `${OUT}/rinnovo-consiglio-1280.png` });

  await tab.choose('Causale', 'Dirigente Consiglio Direttivo');
  await expect(dialog.getByText('Seleziona una causale')).toHaveCount(0);
  await tab.choose('Numero stagioni', '2 Stagioni');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Rinnovi eseguiti con successo')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(cartBadge(page)).toHaveAttribute('aria-label', cartLabel(cartBefore + 1));
  expect(sent).toEqual([
    expect.objectContaining({
      anagrafiche: [member.id],
      renewType: 'Consiglio',
      action: 'changeTipologiaTesseramento',
      removeFromConsiglio: false,
      numero_stagioni: 2,
    }),
  ]);

  await expectCharged(club, societaId, [member], 'Tesseramento Dirigente', 'Dirigente Consiglio Direttivo');
  const after = await club.get<{ data: RenewRow[] }>(`societa/${societaId}/anagraficatorenew?consigliodirettivo=true`);
  expect(after.data.map((r) => r.id)).not.toContain(member.id);
});

interface CardOffers {
  arbitro: { offerta: boolean; rinnovo: boolean };
  allenatore: { offerta: boolean; rinnovo: boolean };
}

test("the person's technical cards: one held this season is not offered again", async ({ page, request }) => {
  const person = await Api.login(request, 'tesserato@demo.it');
  const me = person.me.anagrafica_id!;
  // The demo coach and referee holds both cards of this season: neither would be taken on Salva.
  const offers = await person.get<CardOffers>(`anagrafica/${me}/tesseretecniche`);
  expect(offers.arbitro.offerta).toBe(false);
  expect(offers.allenatore.offerta).toBe(false);

  await openAs(page, 'tesserato@demo.it', '/anagrafica');
  await expect(page.getByRole('heading', { level: 1, name: 'Bianchi Luca' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'Tessere', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'Tecnico', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nuovo Tesseramento Arbitro/Tecnico' })).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await page.getByRole('tab', { name: 'Tessere', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'Tecnico', exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await page.screenshot({ path: `${OUT}/tessere-person-360.png`, fullPage: true });
});

test("a coach of last season without this season's card: the renewal dialog as the spec lists it", async ({ page, request }) => {
  const admin = await Api.login(request, 'admin@demo.it');
  const seasons = (await admin.get<{ data: { id: number; nome: string; aperta: boolean }[] }>('stagione?paginate=10')).data;
  const open = seasons.find((s) => s.aperta)!;
  const previous = seasons.filter((s) => s.nome < open.nome).sort((a, b) => b.nome.localeCompare(a.nome))[0]!;
  // Last season's coaches, the first whose coach card the server offers as a renewal.
  let coach: { id: number; cognome: string; nome: string } | undefined;
  for (let pageNo = 1; !coach && pageNo <= 20; pageNo++) {
    const rows = (await admin.get<{ data: { id: number; cognome: string; nome: string; ruoli: string[] | null }[] }>(`anagrafica?season=${previous.id}&page=${pageNo}&paginate=100`)).data;
    for (const r of rows) {
      if (!(r.ruoli ?? []).includes('Allenatore')) continue;
      const o = await admin.get<CardOffers>(`anagrafica/${r.id}/tesseretecniche`);
      if (o.allenatore.offerta && o.allenatore.rinnovo) {
        coach = r;
        break;
      }
    }
  }
  expect(coach, 'a coach of last season to renew').toBeDefined();
  const itemsBefore = await admin.cartItems('anagrafica', coach!.id);

  await openAs(page, 'admin@demo.it', `/anagrafica/${coach!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${coach!.cognome} ${coach!.nome}` })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'Tessere', exact: true }).click();
  await page.getByRole('button', { name: 'Nuovo Tesseramento Arbitro/Tecnico' }).click();
  // A coach only goes straight to the card's dialog; a coach and referee picks the card first.
  const choose = page.getByRole('dialog', { name: 'Nuovo Tesseramento Arbitro/Tecnico' });
  const dialog = page.getByRole('dialog', { name: 'Rinnova Tessera Allenatore' });
  await expect(choose.or(dialog)).toBeVisible();
  if (await choose.isVisible()) await choose.getByRole('button', { name: 'Rinnova Tessera Allenatore' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toContainText('La tua anagrafica non è settata come allenatore');
  // The type is the person's own, the cost comes from the fee configuration, the module from the rule.
  await expect(dialog.getByRole('combobox', { name: 'Tipologia' })).toHaveText(/Allenatore/);
  await expect(dialog.getByLabel('Costo')).toHaveValue(/\d,\d{2}\s€/);
  await expect(dialog.getByLabel('Modulo')).toHaveValue(/Modulo/);
  await page.screenshot({ path: `${OUT}/tessera-allenatore-1280.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Closing the dialog charges nothing.
  expect((await admin.cartItems('anagrafica', coach!.id)).map((i) => i.partita_contabile_id)).toEqual(itemsBefore.map((i) => i.partita_contabile_id));
});
