// Page object of the header's exports dialog (src/components/exports).
import { expect, type Locator, type Page } from '@playwright/test';

export class ExportsDialogPage {
  readonly button: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByTestId('exports-button');
    this.dialog = page.getByRole('dialog', { name: 'Esportazioni' });
  }

  async open() {
    await this.button.click();
    await expect(this.dialog).toBeVisible();
  }

  row(id: number) {
    return this.dialog.getByTestId(`export-row-${id}`);
  }

  async rename(id: number, descrizione: string) {
    const row = this.row(id);
    await row.getByRole('button', { name: 'Modifica descrizione' }).click();
    const input = row.getByRole('textbox', { name: 'Descrizione' });
    await input.fill(descrizione);
    await input.press('Enter');
    await expect(row).toContainText(descrizione);
  }

  async download(id: number) {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.row(id).getByRole('button', { name: 'Scarica' }).click()]);
    return download;
  }

  async delete(id: number) {
    await this.row(id).getByRole('button', { name: 'Elimina' }).click();
    const confirm = this.page.getByRole('dialog', { name: 'Conferma' });
    await expect(confirm).toContainText('Sei sicuro di voler eliminare il record selezionato?');
    await confirm.getByRole('button', { name: 'SI' }).click();
    // The question stays until the server has answered. While it is open the exports dialog is hidden
    // from the accessibility tree (aria-hidden), so its row could not be found even before the delete.
    await expect(confirm).toBeHidden();
    await expect(this.row(id)).toHaveCount(0);
  }
}
