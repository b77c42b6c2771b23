// Gestione Comitati end to end (issue 4): add, edit and delete a committee through the generated
// dialog as the system administrator; infinite scroll; the SI/NO delete confirmation.
import { expect, test } from './fixtures.ts';
import { apiLogin } from './pages/LoginPage.ts';
import { ResourceScreenPage } from './pages/ResourceScreenPage.ts';

const stamp = () => `${Date.now()}`.slice(-7);

test('adds, edits and deletes a committee through the dialog, with toasts and a refreshed grid', async ({ page }) => {
  const screen = new ResourceScreenPage(page, 'Gestione Comitati');
  const nome = `Comitato Prova ${stamp()}`;
  await screen.openAs('/comitati');

  const add = await screen.add('Aggiungi Nuovo', 'Configura Comitato');
  await add.getByLabel('Nome').fill(nome);
  await add.getByLabel('Email').fill('non-una-mail');
  await add.getByRole('button', { name: 'Salva Configurazione' }).click();
  // The shared schema answers under the field before anything is sent.
  await expect(add.getByText("L'indirizzo e-mail non è valido")).toBeVisible();
  await add.getByLabel('Email').fill('prova@figh.it');
  await add.getByLabel('Telefono').fill('06 1234567');
  const saved = await screen.toast('Il comitato è stato salvato correttamente');
  await add.getByRole('button', { name: 'Salva Configurazione' }).click();
  await saved();
  await expect(add).toBeHidden();
  await screen.searchFor(nome);
  await expect(screen.row(nome)).toHaveCount(1);

  const edit = await screen.edit(nome, 'Configura Comitato');
  await expect(edit.getByLabel('Email')).toHaveValue('prova@figh.it');
  await edit.getByLabel('Nome').fill(`${nome} bis`);
  const updated = await screen.toast('Il comitato è stato salvato correttamente');
  await edit.getByRole('button', { name: 'Salva Configurazione' }).click();
  await updated();
  await expect(screen.row(`${nome} bis`)).toHaveCount(1);

  await screen.rowAction(`${nome} bis`, 'Elimina');
  await screen.confirm('Sei sicuro di voler eliminare il record selezionato?');
  await expect(screen.grid.getByText('Dati non presenti')).toBeVisible();
});

test('refuses to delete a committee that clubs belong to, saying why', async ({ page }) => {
  const screen = new ResourceScreenPage(page, 'Gestione Comitati');
  await screen.openAs('/comitati');
  await screen.searchFor('Lombardia');
  await screen.rowAction('Lombardia', 'Elimina');
  const confirm = await screen.confirm('Sei sicuro di voler eliminare il record selezionato?');
  await expect(confirm.getByRole('alert')).toContainText('Il record non può essere eliminato perché è utilizzato da altri dati');
  await confirm.getByRole('button', { name: 'NO' }).click();
  await expect(screen.row('Lombardia')).toHaveCount(1);
});

test('infinite scroll loads the second page of 30 when the grid is scrolled to its end', async ({ page, request }) => {
  const { headers } = await apiLogin(request);
  const total = (await (await request.get('/api/comitato', { headers })).json()).total as number;
  const created: number[] = [];
  // Enough committees for a second page.
  for (let i = 0; i < Math.max(0, 40 - total); i++) {
    const res = await request.post('/api/comitato', { headers, data: { nome: `Zeta Scorrimento ${stamp()} ${i}` } });
    created.push((await res.json()).id);
  }
  try {
    const screen = new ResourceScreenPage(page, 'Gestione Comitati');
    const pages: string[] = [];
    page.on('request', (r) => r.url().includes('/api/comitato?') && pages.push(new URL(r.url()).searchParams.get('page') ?? ''));
    await screen.openAs('/comitati');
    await expect(screen.bodyRows()).toHaveCount(30);
    await screen.scrollToEnd();
    await expect(screen.bodyRows()).toHaveCount(Math.min(60, Math.max(40, total)));
    expect(pages).toContain('2');
  } finally {
    for (const id of created) await request.delete(`/api/comitato/${id}`, { headers });
  }
});
