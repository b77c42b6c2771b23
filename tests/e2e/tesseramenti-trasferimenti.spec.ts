// The transfer story in Chromium: another club asks for an athlete of the demo club → the demo
// club's user accepts in /trasferimentirichiesti → the admin approves in /trasferimenti → the
// request is in 'Storico' and the athlete belongs to the new club.
import { expect, test } from './fixtures.ts';
import { otherClubAthlete, requestDemoAthlete, TrasferimentiPage } from './pages/TrasferimentiPages.ts';
import { apiLogin, openAs } from './pages/LoginPage.ts';
import { axeViolations } from './pages/axe.ts';

// Several sign-ins and API preparations on a shared 2-core machine.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(({ page }) => {
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
});

test('a transfer requested by a club, accepted by the athlete’s club, approved by the admin', async ({ browser, request }) => {
  const { transfer, target, athleteId } = await requestDemoAthlete(request);

  // The athlete's club accepts.
  const clubContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'it-IT', timezoneId: 'Europe/Rome' });
  const clubPage = await clubContext.newPage();
  clubPage.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  await openAs(clubPage, 'societa@demo.it', '/applauncher');
  const club = new TrasferimentiPage(clubPage);
  await club.open('/trasferimentirichiesti');
  await expect(club.tab('Trasferimenti')).toBeVisible();
  await expect(club.row(transfer.id)).toContainText('IN ATTESA DI APPROVAZIONE');
  await clubPage.setViewportSize({ width: 360, height: 740 });
  await clubPage.screenshot({ path: `${process.env.E2E_OUTPUT_DIR ?? 'test-results'}/trasferimentirichiesti-360.png` });
  await clubPage.setViewportSize({ width: 1280, height: 800 });
  await club.decide(transfer.id, 'Approva', 'Sei sicuro di voler approvare il trasferimento selezionato?');
  await expect(club.row(transfer.id)).toContainText('ACCETTATO');
  await expect(club.row(transfer.id).getByRole('button')).toHaveCount(0);
  await clubContext.close();

  // The admin approves.
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'it-IT', timezoneId: 'Europe/Rome' });
  const page = await adminContext.newPage();
  await openAs(page, 'admin@demo.it', '/applauncher');
  const admin = new TrasferimentiPage(page);
  await admin.open('/trasferimenti');
  await expect(admin.tab('In attesa di Approvazione')).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: `${process.env.E2E_OUTPUT_DIR ?? 'test-results'}/trasferimenti-1280.png` });
  await admin.decide(transfer.id, 'Approva', 'Sei sicuro di voler approvare il trasferimento selezionato?');
  await expect(admin.row(transfer.id)).toHaveCount(0);
  await admin.tab('Storico').click();
  await expect(admin.row(transfer.id)).toContainText('APPROVATA');
  await expect(admin.row(transfer.id)).toContainText(target.nome);

  // The athlete now belongs to the new club (its Tesserati list).
  const { headers } = await apiLogin(request, 'admin@demo.it');
  const seasonal = await (await request.get(`/api/anagrafica/${athleteId}/costooperazione?tipologia_tesseramento_id=3&societa_id=${target.id}`, { headers })).json();
  expect(seasonal.tipo).not.toBe('trasferimento');
  await adminContext.close();
});

test('an error of a decision shows in the dialog and hides after 2.5 s', async ({ page, request }) => {
  const { transfer } = await requestDemoAthlete(request);
  await openAs(page, 'admin@demo.it', '/applauncher');
  const admin = new TrasferimentiPage(page);
  await admin.open('/trasferimenti');
  await expect(admin.row(transfer.id)).toBeVisible();
  // Meanwhile the athlete's club refuses the request: the admin's approval from the open page is refused.
  const { headers } = await apiLogin(request, 'societa@demo.it');
  expect((await request.post(`/api/trasferimento/${transfer.id}/reject`, { headers })).status()).toBe(200);
  await admin.row(transfer.id).getByRole('button', { name: 'Approva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Conferma' });
  await dialog.getByRole('button', { name: 'SI' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Il trasferimento è già stato approvato, rifiutato o annullato');
  await expect(dialog.getByRole('alert')).toBeHidden();
  await dialog.getByRole('button', { name: 'NO' }).click();
  await admin.tab('Storico').click();
  await expect(admin.row(transfer.id)).toContainText('RIFIUTATA');
});

test("a club requests the transfer of another club's athlete by codice fiscale; the request is in its grid", async ({ page, request }) => {
  const athlete = await otherClubAthlete(request);
  const out = process.env.E2E_OUTPUT_DIR ?? 'test-results';
  await openAs(page, 'societa@demo.it', '/applauncher');
  const club = new TrasferimentiPage(page);
  await club.open('/trasferimentirichiesti');
  await page.getByRole('button', { name: 'Richiedi Trasferimento' }).click();
  const search = page.getByRole('dialog', { name: 'Richiedi Trasferimento' });
  const cf = search.getByLabel(/Codice fiscale/);
  // A wrong check character is refused before anything is sent.
  const wrong = athlete.codiceFiscale.slice(0, 15) + (athlete.codiceFiscale.endsWith('A') ? 'B' : 'A');
  await cf.fill(wrong);
  await search.getByRole('button', { name: 'Cerca' }).click();
  await expect(search.getByText('Il codice fiscale non è valido')).toBeVisible();
  await cf.fill(athlete.codiceFiscale.toLowerCase());
  expect(await axeViolations(page, { include: ['[role="dialog"]'] })).toEqual([]);
  await page.screenshot({ path: `${out}/richiedi-trasferimento-1280.png` });
  await search.getByRole('button', { name: 'Cerca' }).click();

  const confirm = page.getByRole('dialog', { name: "Conferma l'atleta" });
  await expect(confirm).toContainText(athlete.cognome);
  await expect(confirm).toContainText(athlete.societa);
  expect(await axeViolations(page, { include: ['[role="dialog"]'] })).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${out}/richiedi-trasferimento-conferma-360.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await confirm.getByRole('button', { name: 'Prosegui' }).click();

  const dialog = page.getByRole('dialog', { name: 'Tesseramento / Trasferimento' });
  await expect(dialog.getByLabel('Società')).toHaveValue(/.+/);
  await dialog.getByRole('combobox', { name: 'Ruolo' }).click();
  await page.getByRole('option', { name: 'Atleta', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Causale' }).click();
  await page.getByRole('option', { name: 'Atleta Senior' }).click();
  await dialog.getByLabel('Accetta informativa privacy').check();
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const row = page.locator('[data-testid^="transfer-row-"]', { hasText: `${athlete.cognome} ${athlete.nome}` });
  await expect(row).toContainText('IN ATTESA DI APPROVAZIONE');
  await expect(row).toContainText(athlete.societa);
  await expect(row.getByRole('button', { name: 'Annulla' })).toBeVisible();
});

test('at 1280 px the pinned actions cover neither the status nor the club acceptance: the ten columns fit the box', async ({ page, request }) => {
  const { transfer } = await requestDemoAthlete(request);
  const { headers } = await apiLogin(request, 'societa@demo.it');
  expect((await request.post(`/api/trasferimento/${transfer.id}/approve`, { headers })).status()).toBe(200);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAs(page, 'admin@demo.it', '/applauncher');
  const admin = new TrasferimentiPage(page);
  await admin.open('/trasferimenti');
  const row = admin.row(transfer.id);
  await expect(row).toContainText('IN ATTESA DI APPROVAZIONE');
  await expect(row).toContainText('ACCETTATO');
  await expect(row.getByRole('button', { name: 'Approva' })).toBeVisible();
  const geometry = await row.evaluate((tr: HTMLTableRowElement) => {
    const box = tr.closest('[role="region"]')!;
    const right = (el: Element) => el.getBoundingClientRect().right;
    const cells = tr.cells;
    return {
      overflow: box.scrollWidth - box.clientWidth,
      chipRight: right(cells[7].querySelector('.MuiChip-root')!),
      chipLabelCut: (() => {
        const label = cells[7].querySelector('.MuiChip-label')!;
        return label.scrollWidth > label.clientWidth;
      })(),
      acceptanceRight: right(cells[8]),
      actionsLeft: cells[9].getBoundingClientRect().left,
    };
  });
  expect(geometry.overflow).toBeLessThanOrEqual(0);
  expect(geometry.chipLabelCut).toBe(false);
  expect(geometry.chipRight).toBeLessThanOrEqual(geometry.actionsLeft);
  expect(geometry.acceptanceRight).toBeLessThanOrEqual(geometry.actionsLeft);
});
