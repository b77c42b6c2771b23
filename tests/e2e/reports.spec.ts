// Reports end to end (issue 17): the federation staff filter the club report by season, see the
// totals change, export it and open the .xlsx with the same rows; axe finds nothing serious.
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures.ts';
import { ExportsDialogPage } from './pages/ExportsDialogPage.ts';
import { apiLogin, openAs } from './pages/LoginPage.ts';
import { seriousAxeFindings } from './pages/axe.ts';

test('club report: filter by season, totals follow, export has the same rows', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { headers } = await apiLogin(request, 'segreteria@demo.it');
  const seasons = (await (await request.get('/api/stagione?paginate=1000', { headers })).json()).data as { id: number; nome: string; aperta: boolean }[];
  const current = seasons.find((s) => s.aperta)!;
  const previous = seasons.filter((s) => s.id !== current.id).find((s) => s.nome < current.nome)!;
  const api = async (stagione: number) => (await request.get(`/api/adminreports?type=societa&stagione=${stagione}&paginate=1000`, { headers })).json();
  const [now, before] = await Promise.all([api(current.id), api(previous.id)]);

  const exports = new ExportsDialogPage(page);
  await openAs(page, 'segreteria@demo.it', '/reports');
  // The first visit loads the page's chunk and the report: allow a loaded machine its time.
  await expect(page.getByRole('heading', { name: 'Report Società' })).toBeVisible({ timeout: 60_000 });
  const totals = page.getByTestId('report-totals');
  const totalCell = (column: number) => totals.locator('td').nth(column);
  // The header's season is the default filter: the totals row shows the current season's wallet total.
  const euro = (v: number) => new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v);
  await expect(totalCell(1)).toContainText(euro(now.totals.Portafoglio), { timeout: 60_000 });
  await expect(page.getByText(`Totale record: ${now.total}`)).toBeVisible();

  await page.getByRole('button', { name: /^Filtri/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtri' });
  await dialog.getByLabel('Stagione').click();
  await page.getByRole('option', { name: previous.nome }).click();
  await dialog.getByRole('button', { name: 'Applica Filtri' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Totale record: ${before.total}`)).toBeVisible();
  await expect(totalCell(2)).toContainText(euro(before.totals.Bonifico));

  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.getByRole('button', { name: 'Esporta' }).click();
  await exports.open();
  const row = exports.dialog.locator('[data-testid^="export-row-"]').first();
  await expect(row).toHaveAttribute('data-status', 'success', { timeout: 60_000 });
  const id = Number((await row.getAttribute('data-testid'))!.replace('export-row-', ''));
  const download = await exports.download(id);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  const sheet = wb.worksheets[0];
  // The header, one row per party, and the screen's 'Totale' row last.
  expect(sheet.rowCount - 2).toBe(before.total);
  expect(sheet.getRow(1).getCell(1).value).toBe('Nome');
  expect(sheet.getRow(2).getCell(1).value).toBe(before.data[0].nome);
  expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe('Totale');
});

test('the member report opens for staff with reports:read and follows its own columns', async ({ page }) => {
  await openAs(page, 'segreteria@demo.it', '/anagraficareports');
  await expect(page.getByRole('heading', { name: 'Report Tesserati' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('columnheader', { name: 'Portafoglio Iniziale' })).toBeVisible();
  await expect(page.getByTestId('report-totals')).toBeVisible();
});

test("on a phone, the chart's amount axis reads whole ('30K €', never cut to '30,…')", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openAs(page, 'segreteria@demo.it', '/reports');
  await expect(page.getByRole('heading', { name: 'Report Società' })).toBeVisible({ timeout: 60_000 });
  const ticks = page.getByRole('figure').locator('.MuiChartsAxis-left .MuiChartsAxis-tickLabel');
  await expect(ticks.first()).toBeVisible({ timeout: 60_000 });
  const labels = await ticks.allTextContents();
  expect(labels.length).toBeGreaterThan(1);
  for (const label of labels) expect(label).toMatch(/^-?\d+(,\d)?( ?K| Mln)? €$/);
});
