// Gestione Discipline Stagioni end to end (issue 4): the grid follows the season picked in the
// header; add, edit and delete a discipline of that season through the dialog; date errors under the
// date fields; a discipline configured twice is refused with the server's message in the dialog.
import { expect, test } from './fixtures.ts';
import { apiLogin, openAs } from './pages/LoginPage.ts';
import { ResourceScreenPage } from './pages/ResourceScreenPage.ts';

test('configures a discipline for the selected season through the dialog', async ({ page, request }) => {
  const { headers } = await apiLogin(request);
  const y = 2900 + (Date.now() % 90);
  const nome = `${y}/${y + 1}`;
  const season = await (await request.post('/api/stagione', { headers, data: { nome, data_inizio: `01/07/${y}`, data_fine: `30/06/${y + 1}` } })).json();
  try {
    const screen = new ResourceScreenPage(page, 'Gestione Discipline Stagioni');
    await openAs(page, 'admin@demo.it', '/disciplinestagioni');
    await expect(page.getByRole('tab', { name: 'Gestione Discipline Stagioni' })).toBeVisible();
    await expect(screen.bodyRows()).toHaveCount(3);
    await screen.chooseSeason(nome);
    await expect(screen.grid.getByText('Dati non presenti')).toBeVisible();

    const add = await screen.add('Aggiungi Nuova', 'Configura Disciplina per Stagione');
    await add.getByRole('combobox', { name: 'Disciplina' }).click();
    await page.getByRole('option', { name: 'Pallamano', exact: true }).click();
    await add.getByLabel('Data Inizio').pressSequentially(`0109${y}`);
    await add.getByLabel('Data Fine').pressSequentially(`3108${y}`);
    await add.getByRole('button', { name: 'Salva Configurazione' }).click();
    await expect(add.getByText('La data di fine non può precedere la data di inizio')).toBeVisible();
    await add.getByLabel('Data Fine').fill(`31/05/${y + 1}`);
    const saved = await screen.toast('La stagione è stata salvate correttamente');
    await add.getByRole('button', { name: 'Salva Configurazione' }).click();
    await saved();
    const row = screen.row('Pallamano');
    await expect(row).toContainText(nome);
    await expect(row).toContainText(`01-09-${y}`);
    await expect(row).toContainText(`31-05-${y + 1}`);

    // The same discipline again: the server refuses and the dialog shows why.
    const again = await screen.add('Aggiungi Nuova', 'Configura Disciplina per Stagione');
    await again.getByRole('combobox', { name: 'Disciplina' }).click();
    await page.getByRole('option', { name: 'Pallamano', exact: true }).click();
    await again.getByLabel('Data Inizio').fill(`01/10/${y}`);
    await again.getByLabel('Data Fine').fill(`01/11/${y}`);
    await again.getByRole('button', { name: 'Salva Configurazione' }).click();
    await expect(again.getByRole('alert')).toHaveText('La disciplina selezionata è già configurata per questa stagione');
    await again.getByRole('button', { name: 'Chiudi' }).click();

    const edit = await screen.edit('Pallamano', 'Configura Disciplina per Stagione');
    await expect(edit.getByLabel('Data Inizio')).toHaveValue(`01/09/${y}`);
    await edit.getByLabel('Data Inizio').fill(`15/09/${y}`);
    const updated = await screen.toast('La stagione è stata salvate correttamente');
    await edit.getByRole('button', { name: 'Salva Configurazione' }).click();
    await updated();
    await expect(screen.row('Pallamano')).toContainText(`15-09-${y}`);

    await screen.rowAction('Pallamano', 'Elimina');
    await screen.confirm('Sei sicuro di voler eliminare il record selezionato?');
    await expect(screen.grid.getByText('Dati non presenti')).toBeVisible();
  } finally {
    await request.delete(`/api/stagione/${season.id}`, { headers });
  }
});
