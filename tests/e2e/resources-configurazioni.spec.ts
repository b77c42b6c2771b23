// Configurazioni Importi and Configurazioni Generali end to end (issue 4): fees of the selected
// season through 'Configura Costi' with the ####.## masks; the general toggles and 'Salva Configurazioni'.
import { expect, test } from './fixtures.ts';
import { apiLogin, openAs } from './pages/LoginPage.ts';
import { ResourceScreenPage } from './pages/ResourceScreenPage.ts';
import { watchTextAfterReload } from './pages/toasts.ts';

const SUCCESS = 'Le configurazioni sono state salvate correttamente';

test('adds, edits and deletes a fee of the selected season with the money masks', async ({ page, request }) => {
  const { headers, stagione: season } = await apiLogin(request);
  const codice = `F${`${Date.now()}`.slice(-6)}`;
  const nome = `Quota prova ${codice}`;
  await (await request.post('/api/tipologiatesseramento', { headers, data: { nome, codice, famiglia: 0 } })).json();
  const screen = new ResourceScreenPage(page, 'Configurazioni Importi');
  const listed = page.waitForRequest((r) => r.url().includes(`/api/configurazioni/stagioni/${season.id}?`));
  await screen.openAs('/configurazioni');
  await listed;

  const add = await screen.add('Aggiungi Importo', 'Configura Costi');
  await add.getByRole('combobox', { name: 'Causale' }).click();
  await page.getByRole('option', { name: nome }).click();
  const importo = add.getByLabel('Importo', { exact: true });
  await importo.pressSequentially('123456,789');
  await expect(importo).toHaveValue('1.234,78');
  await add.getByLabel('Importo Trasferimento Under').pressSequentially('50');
  await add.getByLabel('Importo Trasferimento Senior').pressSequentially('150,5');
  const saved = await screen.toast(SUCCESS);
  await add.getByRole('button', { name: 'Salva Configurazione' }).click();
  await saved();
  await screen.searchFor(codice);
  const row = screen.row(nome);
  await expect(row).toContainText('1.234,78 €');
  await expect(row).toContainText('50,00 €');
  await expect(row).toContainText('150,50 €');
  // The empty amount became 0,00.
  await expect(row).toContainText('0,00 €');

  const edit = await screen.edit(nome, 'Configura Costi');
  await expect(edit.getByLabel('Importo', { exact: true })).toHaveValue('1.234,78');
  await edit.getByLabel('Importo Tesseramento').fill('25');
  const updated = await screen.toast(SUCCESS);
  await edit.getByRole('button', { name: 'Salva Configurazione' }).click();
  await updated();
  await expect(screen.row(nome)).toContainText('25,00 €');

  await screen.rowAction(nome, 'Elimina');
  await screen.confirm('Sei sicuro di voler eliminare il record selezionato?');
  await expect(screen.grid.getByText('Dati non presenti')).toBeVisible();
});

test('saves the general configuration toggles with Salva Configurazioni', async ({ page, request }) => {
  const { headers } = await apiLogin(request);
  const before = await (await request.get('/api/configurazionigenerali', { headers })).json();
  try {
    await openAs(page, 'admin@demo.it', '/configurazionigenerali');
    const toggle = page.getByRole('switch', { name: 'Rinnovi Automatici Stranieri' });
    await expect(toggle).toBeChecked({ checked: before.rinnovi_automatici_stranieri });
    await toggle.setChecked(!before.rinnovi_automatici_stranieri);
    // Spec 1 §8: the save reloads the page, the toast shown after the reload.
    const saved = await watchTextAfterReload(page, SUCCESS);
    await page.getByRole('button', { name: 'Salva Configurazioni' }).click();
    await saved();
    await expect(page.getByRole('switch', { name: 'Rinnovi Automatici Stranieri' })).toBeChecked({ checked: !before.rinnovi_automatici_stranieri });
  } finally {
    await request.put(`/api/configurazionigenerali/${before.id}`, { headers, data: before });
  }
});
