// Users and permissions end to end in Chromium (issue 5), as the system administrator: create a club
// user, grant it a permission, rename it ('Modifica'), see the application in that user's launcher (a
// fresh browser context, after changing the temporary password its administrator chose), then disable
// it and see its login refused.
import { expect, test, type Page } from './fixtures.ts';
import { apiLogin, LoginPage, PasswordPages } from './pages/LoginPage.ts';
import { seriousA11yFindings, UtenteDetailPage, UtentiListPage } from './pages/UtentiPages.ts';
import { expectShownAfter } from './pages/toasts.ts';

const signIn = (page: Page, email: string, password?: string) => new LoginPage(page).login(email, password);

test('create a club user, grant a permission, rename it, see it in its launcher, disable it', async ({ page, browser, request }) => {
  const stamp = Date.now().toString(36);
  const user = { name: `Club E2E ${stamp}`, email: `club-e2e-${stamp}@example.it`, password: 'ClubE2E2026', tipo: 'societa' as const, lookup: '' };
  // The demo club of societa@demo.it, by its affiliation code.
  const club = (await apiLogin(request, 'societa@demo.it')).societa!;
  user.lookup = club.codice_affiliazione;

  await signIn(page, 'admin@demo.it');
  await expect(page).not.toHaveURL(/\/login$/);
  const list = new UtentiListPage(page);
  await list.goto();
  await expectShownAfter(page, 'Dati salvati con successo', () => list.create(user));

  await list.search(user.name);
  await expect(list.row(user.name)).toHaveCount(1);
  await expect(list.row(user.name)).toContainText(club.nome);
  await expect(list.enabledIcon(user.name)).toHaveAttribute('data-value', 'true');

  await list.rowAction(user.name, 'Gestione Utente');
  const detail = new UtenteDetailPage(page);
  await expect(detail.heading(user.name)).toBeVisible();
  await detail.addPermission('Causali', 'Gestione Causali');
  await expect(detail.grid('Causali').getByRole('row').filter({ hasText: 'Gestione Causali' })).toBeVisible();
  // 'Modifica': a new name; the password is left blank, so the login below still works with it.
  const renamed = `${user.name} bis`;
  await expectShownAfter(page, 'Dati salvati con successo', () => detail.rename(renamed));
  await expect(detail.heading(renamed)).toBeVisible();

  // The new user, in a browser of its own, sees the Causali application next to its club's.
  const other = await browser.newContext();
  const userPage = await other.newPage();
  await signIn(userPage, user.email, user.password);
  // The password the administrator chose is temporary: the first login asks for the user's own.
  await expect(userPage).toHaveURL(/\/musteditpassword$/);
  user.password = `${user.password}-mia`;
  await new PasswordPages(userPage).forcedChange('ClubE2E2026', user.password);
  await expect(userPage.getByTestId('launcher-app-causali')).toBeVisible();
  await expect(userPage.getByTestId('launcher-app-societa')).toBeVisible();
  await expect(userPage.getByTestId('launcher-app-configurazioni')).toHaveCount(0);

  // Disabled: the open session ends and a new login is refused.
  await detail.close();
  await expect(page).toHaveURL(/\/utentilist$/);
  await list.search(user.name);
  await expect(list.row(renamed)).toHaveCount(1);
  await list.rowAction(user.name, 'Disabilita');
  await list.confirmYes();
  await expect(list.enabledIcon(user.name)).toHaveAttribute('data-value', 'false');

  // Its open session stops at once: the next page that calls the API sends it back to the login, which
  // says why. The open page's own call (the cart badge's) may get there first and cut this navigation short.
  await userPage.goto('/causali').catch((e: Error) => {
    if (!/ERR_ABORTED/.test(e.message)) throw e;
  });
  await expect(userPage).toHaveURL(/\/login$/);
  await expect(userPage.getByTestId('session-ended')).toHaveText("La sessione è terminata (scaduta o chiusa da un'altra scheda): accedi di nuovo.");

  const again = await browser.newContext();
  const refused = await again.newPage();
  await signIn(refused, user.email, user.password);
  await expect(refused.getByText('Login errata')).toBeVisible();
  await expect(refused).toHaveURL(/\/login$/);
  await other.close();
  await again.close();
});

test('the user screens have no serious or critical accessibility finding', async ({ page }) => {
  await signIn(page, 'admin@demo.it');
  await expect(page).not.toHaveURL(/\/login$/);
  const list = new UtentiListPage(page);
  await list.goto();
  await expect(list.grid.getByRole('row').nth(1)).toBeVisible();
  expect(await seriousA11yFindings(page)).toEqual([]);

  const dialog = await list.openNew();
  await dialog.getByRole('radio', { name: 'Società' }).check();
  // The club lookup opens on typing.
  await dialog.getByRole('combobox', { name: 'Società' }).fill('Pall');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  expect(await seriousA11yFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Chiudi' }).click();

  await list.search('segreteria');
  await list.rowAction('Segreteria Federale', 'Gestione Utente');
  const detail = new UtenteDetailPage(page);
  await expect(detail.heading('Segreteria Federale')).toBeVisible();
  await expect(detail.grid('Società')).toBeVisible();
  expect(await seriousA11yFindings(page)).toEqual([]);
  await detail.openAddPermission();
  expect(await seriousA11yFindings(page)).toEqual([]);
});
