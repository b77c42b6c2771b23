// Gestione Stagioni end to end (issue 4): add with the default years and masks, edit, delete, and
// open a season ('Vuoi aprire la Stagione Selezionata?' → POST /stagione/{id}/open).
import { expect, test } from './fixtures.ts';
import { apiLogin } from './pages/LoginPage.ts';
import { ResourceScreenPage } from './pages/ResourceScreenPage.ts';
import { watchTextAfterReload } from './pages/toasts.ts';

const SUCCESS = 'La stagione e stata salvate correttamente';
/** A season name no other run uses: years far in the future. */
const futureYear = () => 2200 + (Date.now() % 700);

test('adds a season with the default values, edits it and deletes it', async ({ page }) => {
  const screen = new ResourceScreenPage(page, 'Gestione Stagioni');
  const y = futureYear();
  const nome = `${y}/${y + 1}`;
  await screen.openAs('/stagioni');
  await expect(page.getByRole('tab', { name: 'Stagioni' })).toBeVisible();

  const add = await screen.add('Aggiungi Nuova', 'Configura Stagione');
  await expect(add.getByLabel('Anno Under')).toHaveValue('2010');
  await expect(add.getByLabel('Anno Over')).toHaveValue('2011');
  await expect(add.getByLabel('Numero Massimo Trasferimenti')).toHaveValue('0');
  // The masks: years keep 4 digits, transfers 1, dates take dd/mm/yyyy.
  await add.getByLabel('Anno Under').fill('201234');
  await expect(add.getByLabel('Anno Under')).toHaveValue('2012');
  await add.getByLabel('Numero Massimo Trasferimenti').fill('37');
  await expect(add.getByLabel('Numero Massimo Trasferimenti')).toHaveValue('3');
  await add.getByLabel('Nome').fill(nome);
  await add.getByLabel('Data Inizio', { exact: true }).pressSequentially(`0107${y}`);
  await expect(add.getByLabel('Data Inizio', { exact: true })).toHaveValue(`01/07/${y}`);
  await add.getByLabel('Data Fine', { exact: true }).pressSequentially(`3006${y}`);
  await add.getByRole('button', { name: 'Salva Configurazione' }).click();
  await expect(add.getByText('La data di fine deve essere successiva alla data di inizio')).toBeVisible();
  await add.getByLabel('Data Fine', { exact: true }).fill(`30/06/${y + 1}`);
  await add.getByLabel('Data Inizio Rinnovi').pressSequentially(`0107${y}`);
  await add.getByLabel('Data Fine Rinnovi').pressSequentially(`3112${y}`);
  const saved = await screen.toast(SUCCESS);
  await add.getByRole('button', { name: 'Salva Configurazione' }).click();
  await saved();
  await expect(screen.row(nome)).toContainText(`01-07-${y}`);
  await expect(screen.row(nome)).toContainText(`31-12-${y}`);

  const edit = await screen.edit(nome, 'Configura Stagione');
  await expect(edit.getByLabel('Anno Under')).toHaveValue('2012');
  await expect(edit.getByLabel('Data Fine Rinnovi')).toHaveValue(`31/12/${y}`);
  await edit.getByLabel('Data Fine Rinnovi').fill(`31/01/${y + 1}`);
  const updated = await screen.toast(SUCCESS);
  await edit.getByRole('button', { name: 'Salva Configurazione' }).click();
  await updated();
  await expect(screen.row(nome)).toContainText(`31-01-${y + 1}`);

  await screen.rowAction(nome, 'Elimina');
  await screen.confirm('Sei sicuro di voler eliminare il record selezionato?');
  await expect(screen.row(nome)).toHaveCount(0);
});

test('opens a season after the SI/NO question; the previously open one closes', async ({ page, request }) => {
  const { headers, stagione: open } = await apiLogin(request);
  const y = futureYear() + 1;
  const nome = `${y}/${y + 1}`;
  const created = await (await request.post('/api/stagione', { headers, data: { nome, data_inizio: `${y}-07-01`, data_fine: `${y + 1}-06-30` } })).json();
  try {
    const screen = new ResourceScreenPage(page, 'Gestione Stagioni');
    await screen.openAs('/stagioni');
    // The open season offers no 'Apri Stagione', nor 'Elimina' (the server refuses to delete it).
    await screen.row(open.nome).getByRole('button', { name: 'Azioni' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Modifica']);
    await page.keyboard.press('Escape');

    await screen.rowAction(nome, 'Apri Stagione');
    // Spec 1 §4: on success the page reloads, its header on the season just opened; the toast follows the reload.
    const opened = await watchTextAfterReload(page, 'La stagione è stata aperta correttamente');
    await screen.confirm('Vuoi aprire la Stagione Selezionata?');
    await opened();
    await expect(page.getByTestId('season-button')).toContainText(nome);
    await expect(screen.row(nome).locator('[data-value]')).toHaveAttribute('data-value', 'true');
    await expect(screen.row(open.nome).locator('[data-value]')).toHaveAttribute('data-value', 'false');
  } finally {
    await request.post(`/api/stagione/${open.id}/open`, { headers });
    await request.delete(`/api/stagione/${created.id}`, { headers });
  }
});
