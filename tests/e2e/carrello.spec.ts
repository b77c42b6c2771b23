// The cart end to end (issue 13): the club user opens the cart from the header, pays by card on the
// payment simulator and lands on the outcome dialog with 'Pagato'; the person prints the payment
// notice, a PDF holding the amount. The wallets are emptied first through the API (an administrator's
// decrement) so that the carts have something left to pay.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { apiLogin, openAs } from './pages/LoginPage.ts';
import { pdfText } from '../helpers/pdf-text.ts';

test.describe.configure({ mode: 'serial' });
// A fresh server on a machine shared with other runs: first loads are slow.
test.setTimeout(240_000);

/** An administrator takes everything out of the party's wallet. */
async function emptyWallet(request: APIRequestContext, type: 'societa' | 'anagrafica', id: number) {
  const admin = await apiLogin(request, 'segreteria@demo.it');
  const wallet = await (await request.get(`/api/portafoglio${type}/${id}`, { headers: admin.headers })).json();
  if (wallet.id && wallet.totale > 0) {
    const res = await request.post(`/api/portafoglio/${wallet.id}/increment`, { headers: admin.headers, data: { valore: wallet.totale, action: 'decrement' } });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

async function openCart(page: Page) {
  await page.getByTestId('cart-button').click();
  const dialog = page.getByRole('dialog', { name: /^Carrello/ });
  await expect(dialog.getByTestId('cart-items')).toBeVisible();
  return dialog;
}

const amountOf = (text: string | null) => /[\d.]+,\d{2}/.exec(text ?? '')?.[0];

test('the club pays its cart by card on the simulator and sees Pagato', async ({ page, request }) => {
  const club = await apiLogin(request, 'societa@demo.it');
  await emptyWallet(request, 'societa', club.me.societa_id!);
  await openAs(page, 'societa@demo.it', '/applauncher');
  const dialog = await openCart(page);
  const due = amountOf(await dialog.getByTestId('cart-due').textContent());
  expect(due).toBeTruthy();
  const pay = dialog.getByRole('button', { name: `Paga ${due} €` });
  await expect(pay).toBeDisabled();
  await dialog.getByLabel('Banca').click();
  await page.getByRole('option', { name: 'Carta di Credito' }).click();
  await expect(pay).toBeEnabled();
  await page.screenshot({ path: `${test.info().outputDir}/cart-dialog-1280.png` });
  await pay.click();
  await expect(page).toHaveURL(/\/api\/pagamenti\/simulatore\/TRX/);
  expect(amountOf(await page.getByTestId('simulator-amount').textContent())).toBe(due);
  await page.getByRole('button', { name: 'Paga', exact: true }).click();
  await expect(page).toHaveURL(/\/paymentgateway\/OK\/\d+$/);
  const outcome = page.getByRole('dialog', { name: /Esito della transazione numero \d+/ });
  await expect(outcome.getByTestId('outcome-status')).toContainText('Pagato');
  await expect(outcome).toContainText(`${due} €`);
  await page.screenshot({ path: `${test.info().outputDir}/outcome-1280.png` });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${test.info().outputDir}/outcome-360.png` });
  // At 360 px the frame's temporary drawer marks the rest aria-hidden (MUI modal manager), so the
  // button is found by CSS here rather than by role.
  await page.locator('[role="dialog"] button', { hasText: 'Chiudi' }).click();
  await expect(page).toHaveURL(/\/societa$/);
  await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-label', 'Carrello: 0 elementi');
});

test('the person prints the payment notice: a PDF with the amount', async ({ page, request }) => {
  const person = await apiLogin(request, 'tesserato@demo.it');
  await emptyWallet(request, 'anagrafica', person.me.anagrafica_id!);
  await page.setViewportSize({ width: 360, height: 740 });
  await openAs(page, 'tesserato@demo.it', '/applauncher');
  const dialog = await openCart(page);
  const due = amountOf(await dialog.getByTestId('cart-due').textContent());
  await page.screenshot({ path: `${test.info().outputDir}/cart-dialog-360.png` });
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Stampa avviso di pagamento' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^avviso_pagamento_AVV\d+-\d{2}\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdfText(pdf)).toContain(`Importo da pagare: ${due} €`);
});
