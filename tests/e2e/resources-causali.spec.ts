// Gestione Causali end to end (issue 4): add and edit a causale through the dialog, a server field
// error under its field, search and sort, what a read-only user sees, and an axe check.
import { expect, test } from './fixtures.ts';
import { ResourceScreenPage } from './pages/ResourceScreenPage.ts';
import { seriousAxeFindings } from './pages/axe.ts';

const stamp = () => `${Date.now()}`.slice(-6);

test('adds and edits a causale; a duplicate code comes back from the server under Codice', async ({ page }) => {
  const screen = new ResourceScreenPage(page, 'Gestione Causali');
  const codice = `E${stamp()}`;
  await screen.openAs('/causali');

  const add = await screen.add('Aggiungi Causale', 'Configura Causale');
  await add.getByLabel('Nome').fill(`Causale prova ${codice}`);
  // 'AS' belongs to Atleta Senior: the form does not check, the server does (spec 1 §5).
  await add.getByLabel('Codice').fill('AS');
  const invalid = await screen.toast('Uno o più campi non sono stati compilati correttamente');
  await add.getByRole('button', { name: 'Salva' }).click();
  await invalid();
  await expect(add.getByText('Il codice è già utilizzato da un’altra causale')).toBeVisible();
  await expect(add.getByLabel('Codice')).toHaveAttribute('aria-invalid', 'true');

  await add.getByLabel('Codice').fill(codice);
  await add.getByRole('switch', { name: 'Approvazione Automatica' }).check();
  const saved = await screen.toast('Le causali sono state salvate correttamente');
  await add.getByRole('button', { name: 'Salva' }).click();
  await saved();
  await expect(add).toBeHidden();
  await screen.searchFor(codice);
  const row = screen.row(codice);
  await expect(row).toContainText('Custom');
  await expect(row.locator('[data-value]')).toHaveAttribute('data-value', 'true');

  const edit = await screen.edit(codice, 'Configura Causale');
  await expect(edit.getByLabel('Nome')).toHaveValue(`Causale prova ${codice}`);
  await edit.getByLabel('Nome').fill(`Causale rinominata ${codice}`);
  await edit.getByRole('switch', { name: 'Approvazione Automatica' }).uncheck();
  const updated = await screen.toast('Le causali sono state salvate correttamente');
  await edit.getByRole('button', { name: 'Salva' }).click();
  await updated();
  await expect(screen.row(codice)).toContainText(`Causale rinominata ${codice}`);
  await expect(screen.row(codice).locator('[data-value]')).toHaveAttribute('data-value', 'false');
  // Causali offer Modifica only.
  await screen.row(codice).getByRole('button', { name: 'Azioni' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Modifica']);
});

test('search and sort change what the grid shows', async ({ page }) => {
  const screen = new ResourceScreenPage(page, 'Gestione Causali');
  await screen.openAs('/causali');

  await screen.sortBy('Codice');
  const desc = await screen.column(4);
  expect(desc).toEqual([...desc].sort().reverse());
  await screen.sortBy('Codice');
  const asc = await screen.column(4);
  expect(asc).toEqual([...asc].sort());
  expect(asc).not.toEqual(desc);
  await screen.sortBy('Codice');
  await expect(screen.grid.getByRole('columnheader', { name: 'Codice' })).not.toHaveAttribute('aria-sort');

  // Two characters do not search, however long they stay typed (the page's clock run well past the
  // debounce time); three do.
  const before = await screen.bodyRows().count();
  const searched: string[] = [];
  page.on('request', (r) => {
    const search = r.url().includes('/api/') ? new URL(r.url()).searchParams.get('search') : null;
    if (search !== null) searched.push(search);
  });
  await page.clock.install();
  await screen.search.fill('ar');
  await page.clock.runFor(5_000);
  await expect(screen.bodyRows()).toHaveCount(before);
  await screen.searchFor('arbitro');
  expect(searched).not.toContain('ar');
  const names = await screen.column(3);
  expect(names.length).toBeGreaterThan(0);
  expect(names.length).toBeLessThan(before);
  for (const n of names) expect(n.toLowerCase()).toContain('arbitro');
});

test('a read-only administrator sees the grid without Aggiungi Causale or the row menu', async ({ page }) => {
  const screen = new ResourceScreenPage(page, 'Gestione Causali');
  await screen.openAs('/causali', 'segreteria@demo.it');
  await expect(page.getByRole('button', { name: 'Aggiungi Causale' })).toHaveCount(0);
  await expect(screen.grid.getByRole('button', { name: 'Azioni' })).toHaveCount(0);
});

test('the generated screen and its dialog pass axe with no serious or critical finding', async ({ page }) => {
  const screen = new ResourceScreenPage(page, 'Gestione Causali');
  await screen.openAs('/causali');
  // The generated screen and dialog; the frame around them (header, sidebar) is the shell's own check.
  const serious = () => seriousAxeFindings(page, { include: ['[data-resource="causali"]', '[role="dialog"]'] });
  expect(await serious()).toEqual([]);
  await screen.add('Aggiungi Causale', 'Configura Causale');
  expect(await serious()).toEqual([]);
});

test("on a phone, 'Dati non presenti' stays within the screen when the grid is wider than it", async ({ page }) => {
  const screen = new ResourceScreenPage(page, 'Gestione Causali');
  await page.setViewportSize({ width: 360, height: 740 });
  await screen.openAs('/causali');
  await screen.searchFor('nessuna causale con questo nome');
  const message = screen.grid.getByRole('status');
  await expect(message).toHaveText('Dati non presenti');
  // The table is wider than its scrolling box, so a message centred across it would sit off-screen.
  expect(await screen.grid.evaluate((t) => t.scrollWidth)).toBeGreaterThan(360);
  const box = (await message.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  const text = await message.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const r = range.getBoundingClientRect();
    return { left: r.left, right: r.right };
  });
  expect(text.left).toBeGreaterThanOrEqual(0);
  expect(text.right).toBeLessThanOrEqual(360);
});
