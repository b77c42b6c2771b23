// Exports end to end in Chromium (issue 7), as the system administrator: a members export is
// started through the API (the members screen comes with a later issue), then the header's
// exports dialog shows it finishing, renames it, downloads a valid .xlsx and deletes it.
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures.ts';
import { ExportsDialogPage } from './pages/ExportsDialogPage.ts';
import { apiLogin, signIn } from './pages/LoginPage.ts';

test('a members export: start, watch it finish, rename, download, delete', async ({ page, request }) => {
  const { headers, stagione } = await apiLogin(request, 'admin@demo.it');
  const season = stagione.id;
  const listed = await (await request.get(`/api/anagrafica?season=${season}&flag=arbitro&paginate=1`, { headers })).json();
  expect(listed.total).toBeGreaterThan(0);

  const exports = new ExportsDialogPage(page);
  await signIn(page, 'admin@demo.it');
  const started = await (await request.get(`/api/anagrafica?season=${season}&flag=arbitro&export=excel`, { headers })).json();
  expect(started).toMatchObject({ error: false, status: 'pending' });

  await page.reload();
  await exports.open();
  const row = exports.row(started.id);
  await expect(row).toContainText(started.descrizione);
  // The dialog polls once a second until the background job is done, then shows the completion date.
  await expect(row).toHaveAttribute('data-status', 'success', { timeout: 60_000 });
  await expect(row.getByTestId('completed-at')).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);

  // Renamed with Enter: one save (the field disabled while saving blurs, and the blur saved again).
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/api/userexports/')) puts.push(r.url());
  });
  await exports.rename(started.id, 'Arbitri della stagione');
  await expect(exports.row(started.id).getByRole('button', { name: 'Modifica descrizione' })).toBeFocused();
  expect(puts).toHaveLength(1);
  const mine = await (await request.get('/api/userexports', { headers })).json();
  expect(mine.data.find((e: { id: number }) => e.id === started.id).descrizione).toBe('Arbitri della stagione');

  const download = await exports.download(started.id);
  expect(download.suggestedFilename()).toBe('Arbitri della stagione.xlsx');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  const sheet = wb.worksheets[0];
  expect(sheet.getRow(1).getCell(1).value).toBe('Matricola');
  expect(sheet.rowCount - 1).toBe(listed.total);

  await exports.delete(started.id);
  expect((await request.get(`/api/userexports/download/${started.id}`, { headers })).status()).toBe(404);
});
