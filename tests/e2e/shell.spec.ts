// The admin frame end to end (issue 3): access per demo account, errors, forced change, reset through
// the outbox, route guard, not-found, season picker, logout, back navigation, accessibility.
// The reset and forced-change tests change passwords only in this run's own temporary server data.
import { expect, test, type Page } from './fixtures.ts';
import { apiLogin, DEMO_PASSWORD, LoginPage, openAs, PasswordPages } from './pages/LoginPage.ts';
import { ShellPage } from './pages/ShellPage.ts';
import { seriousAxeFindings, WCAG_AA } from './pages/axe.ts';
import { adminPaths } from './walk/adminPaths.ts';
import { expectScreenOpened } from './walk/checks.ts';

test.describe.configure({ mode: 'serial' });

const ALL_APPS = ['tesserati', 'societa', 'causali', 'configurazioni', 'configurazionigenerali', 'stagioni', 'reports', 'trasferte', 'contabilita'];

const seriousA11yFindings = (page: Page) => seriousAxeFindings(page, { tags: WCAG_AA });

test.describe('access', () => {
  const accounts: { email: string; name: string; apps: string[] }[] = [
    { email: 'admin@demo.it', name: 'Amministratore di Sistema', apps: ALL_APPS },
    { email: 'segreteria@demo.it', name: 'Segreteria Federale', apps: ['tesserati', 'societa', 'causali', 'reports'] },
    { email: 'societa@demo.it', name: 'Società Demo', apps: ['tesserati', 'societa'] },
    { email: 'tesserato@demo.it', name: 'Tesserato Demo', apps: ['tesserati'] },
  ];
  for (const a of accounts) {
    test(`${a.email} sees exactly its applications`, async ({ page }) => {
      await new LoginPage(page).login(a.email);
      const shell = new ShellPage(page);
      await shell.expectLauncher(a.name);
      expect(await shell.launcherApps()).toEqual(a.apps);
      await expect(page).toHaveTitle('Affiliazione e Tesseramento');
    });
  }

  test('a wrong password shows the error block', async ({ page }) => {
    const login = new LoginPage(page);
    await login.login('segreteria@demo.it', 'password-sbagliata');
    await expect(login.errorBlock()).toContainText('Login errata');
    await expect(login.errorBlock()).toContainText('Nome utente o password errati');
    await expect(page).toHaveURL(/\/login$/);
    // The keyboard focus stays on Accedi (a disabled button dropped it to the page).
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeFocused();
  });

  test('the new user must change the password, then reaches the launcher', async ({ page }) => {
    await new LoginPage(page).login('nuovo@demo.it');
    await expect(page).toHaveURL(/\/musteditpassword$/);
    await expect(page.getByRole('heading', { name: 'Modifica Password' })).toBeVisible();
    await expect(page.getByTestId('temp-email')).toHaveText('nuovo@demo.it');
    const pages = new PasswordPages(page);
    await pages.forcedChange(DEMO_PASSWORD, DEMO_PASSWORD);
    await expect(page.getByTestId('attention-box')).toContainText('ATTENZIONE');
    await pages.forcedChange(DEMO_PASSWORD, 'Nuovo2026bis');
    const shell = new ShellPage(page);
    await shell.expectLauncher('Nuovo Utente');
    expect(await shell.launcherApps()).toEqual(['reports']);
  });

  test('a token login opens the launcher, a cart token the cart page', async ({ page, request }) => {
    const { access_token } = await apiLogin(request, 'societa@demo.it');
    await page.goto(`/tokenlogin/${encodeURIComponent(access_token)}`);
    await new ShellPage(page).expectLauncher('Società Demo');
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/showcarrello/${encodeURIComponent(access_token)}`);
    await expect(page).toHaveURL(/\/societacarrello\/1$/);
  });
});

test.describe('routes', () => {
  test('an unknown route shows Pagina non trovata', async ({ page }) => {
    await page.goto('/questa-pagina-non-esiste');
    await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
    await expect(page.getByText("Controlla l'URL nella barra degli indirizzi e riprova.")).toBeVisible();
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  // After a deploy, a tab of the previous build asks for a screen's chunk that no longer exists: it
  // showed 'Si è verificato un errore' with only 'Indietro'; the page now reloads once and opens the screen.
  test('a screen whose chunk is gone (a new version deployed) reloads and opens instead of the error page', async ({ page }) => {
    await new LoginPage(page).login('admin@demo.it');
    await new ShellPage(page).expectLauncher('Amministratore di Sistema');
    let asked = 0;
    await page.route(/\/AnagraficaPage-[^/]*\.js$/, (route) => (asked++ === 0 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue()));
    const reloaded = page.waitForEvent('load');
    await page.locator('a[href="/anagrafica"]').first().click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Anagrafica' })).toBeVisible();
    await expect(page).toHaveURL(/\/anagrafica$/);
    expect(asked).toBe(2);
  });

  test('a protected route without login goes to login', async ({ page }) => {
    await page.goto('/situazionecontabile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  });

  // The usability walk (usability-walk.spec.ts) opens every path of the route registry as the system
  // administrator with the same check; here, the routes of the spec it does not walk.
  test('every route of the spec opens its page for the system administrator', async ({ page }) => {
    const specRoutes = [
      '/anagrafica',
      '/trasferimenti',
      '/situazionecontabiletesserati',
      '/societa',
      '/situazionecontabile',
      '/trasferimentirichiesti',
      '/causali',
      '/configurazioni',
      '/utentilist',
      '/utente/1',
      '/configurazionigenerali',
      '/stagioni',
      '/disciplinestagioni',
      '/comitati',
      '/reports',
      '/anagraficareports',
    ];
    const walked = adminPaths();
    const notWalked = specRoutes.filter((path) => !walked.includes(path));
    expect(notWalked).toEqual(['/utente/1']);
    for (const path of notWalked) {
      await openAs(page, 'admin@demo.it', path);
      await expectScreenOpened(page, path);
    }
  });

  test('browser back navigation is blocked: history only moves forward', async ({ page }) => {
    await new LoginPage(page).login('segreteria@demo.it');
    const shell = new ShellPage(page);
    await shell.expectLauncher();
    await shell.openApp('Causali');
    await expect(page).toHaveURL(/\/causali$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/causali$/);
    await expect(shell.title()).toHaveText('Affiliazione e Tesseramento - Causali');
  });
});

test.describe('frame', () => {
  test('the season picker changes the season shown', async ({ page, request }) => {
    const login = await apiLogin(request, 'admin@demo.it');
    const seasons = (await (await request.get('/api/stagione?paginate=1000', { headers: login.headers })).json()).data;
    const other = seasons.find((s: { id: number }) => s.id !== login.stagione.id);
    await new LoginPage(page).login('admin@demo.it');
    const shell = new ShellPage(page);
    await expect(shell.seasonButton()).toHaveText(`Stagione ${login.stagione.nome}`);
    await shell.chooseSeason(other.nome);
    await expect(shell.seasonButton()).toHaveText(`Stagione ${other.nome}`);
    await page.reload();
    await expect(shell.seasonButton()).toHaveText(`Stagione ${other.nome}`);
  });

  test('the user menu offers Cambio Password and Logout, no language choice (Italian only)', async ({ page }) => {
    await new LoginPage(page).login('tesserato@demo.it');
    await new ShellPage(page).expectLauncher();
    await page.getByRole('button', { name: /Profilo|Tesserato Demo/ }).click();
    await expect(page.getByRole('menuitem')).toHaveText([/Cambio Password/, /Logout/]);
    await expect(page.getByRole('menuitem', { name: /English|Italiano/ })).toHaveCount(0);
  });

  test('Cambio Password from the user menu asks for the passwords', async ({ page }) => {
    await new LoginPage(page).login('societa@demo.it');
    await new ShellPage(page).expectLauncher();
    await page.getByRole('button', { name: /Profilo|Società Demo/ }).click();
    await page.getByRole('menuitem', { name: 'Cambio Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambio Password' });
    await dialog.getByRole('button', { name: 'Memorizza' }).click();
    await expect(dialog.getByTestId('change-password-error')).toHaveText('I campi Password sono Obbligatori');
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await expect(dialog).toBeHidden();
  });

  test('logout returns to login and the token no longer works', async ({ page, request }) => {
    const login = new LoginPage(page);
    await login.login('segreteria@demo.it');
    const shell = new ShellPage(page);
    await shell.expectLauncher();
    const token = await login.storedToken();
    expect(token).toMatch(/^\d+\|/);
    expect((await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
    await shell.logout();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(async () => (await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
    await page.goto('/applauncher');
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a user's own Logout (sidebar or user menu) leaves no way back for the next person: the next sign-in opens the launcher", async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new ShellPage(page);
    const signInHere = async (email: string) => {
      // On the login page the logout left, with whatever it handed over (no new navigation).
      await expect(page).toHaveURL(/\/login$/);
      await login.username().fill(email);
      await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Accedi' }).click();
    };
    await login.login('societa@demo.it');
    await shell.expectLauncher();
    await page.goto('/societa?tab=documenti');
    await expect(page.getByRole('tab', { name: 'Documenti', selected: true })).toBeVisible({ timeout: 60_000 });
    await page.getByTestId('sidebar-logout').click();
    await signInHere('tesserato@demo.it');
    await shell.expectLauncher('Tesserato Demo');

    await page.goto('/anagrafica?tab=tessere');
    await expect(page.getByRole('tab', { name: 'Tessere', selected: true })).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: /Profilo|Tesserato Demo/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await signInHere('societa@demo.it');
    await shell.expectLauncher('Società Demo');
  });

  // Role queries skip what is aria-hidden: a sidebar drawer left "open" for the modal manager would hide
  // the whole page (#root) from assistive technology, and the main landmark would not be found.
  test('a page opened wide and narrowed to a phone stays exposed; the burger opens and closes the menu', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await new LoginPage(page).login('admin@demo.it');
    await new ShellPage(page).expectLauncher();
    await page.goto('/anagrafica');
    const main = page.getByRole('main');
    const menu = page.getByRole('navigation', { name: 'Applicazioni' });
    await expect(main).toBeVisible();
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(main).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Apri il menu' })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(main).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(main).toBeVisible();
    await expect(menu).toBeVisible();
  });

  test('the demo server shows the AREA DEMO banner', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('demo-banner')).toHaveText('AREA DEMO');
    await new LoginPage(page).login('tesserato@demo.it');
    await expect(page.getByTestId('demo-banner')).toHaveText('AREA DEMO');
  });
});

test.describe('accessibility (axe: no serious or critical finding)', () => {
  test('login', async ({ page }) => {
    await new LoginPage(page).open();
    expect(await seriousA11yFindings(page)).toEqual([]);
  });

  test('launcher', async ({ page }) => {
    await new LoginPage(page).login('admin@demo.it');
    await new ShellPage(page).expectLauncher();
    expect(await seriousA11yFindings(page)).toEqual([]);
  });

  test('a page with the layout', async ({ page }) => {
    await new LoginPage(page).login('segreteria@demo.it');
    await new ShellPage(page).expectLauncher();
    await page.goto('/situazionecontabile');
    await expect(page.getByTestId('app-title')).toContainText('Società');
    // The screen as a user reads it: its first rows are in (not a fading-in transition).
    await expect(page.locator('tbody tr[data-id]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousA11yFindings(page)).toEqual([]);
  });
});

test('the password reset works end to end through the outbox', async ({ page, request }) => {
  await new PasswordPages(page).requestReset('Anagrafica', 'tesserato@demo.it');
  await expect(page.getByTestId('reset-message')).toBeVisible();
  // The outbox is for the logged-in system administrator only (issue 10 §1).
  const admin = await apiLogin(request, 'admin@demo.it');
  const outbox = await (await request.get('/api/dev/outbox', { headers: admin.headers })).json();
  const mail = outbox.data.find((m: { recipient: string }) => m.recipient === 'tesserato@demo.it');
  const link = /(https?:\/\/\S+\/reset-password\?\S+)/.exec(mail.body)![1];
  await page.goto(link);
  await new PasswordPages(page).setNewPassword('Tesserato2026nuova');
  await expect(page).toHaveURL(/\/login$/);
  const login = new LoginPage(page);
  await login.login('tesserato@demo.it', 'Tesserato2026nuova');
  await new ShellPage(page).expectLauncher('Tesserato Demo');
  // Give the account its demo password back for the spec files that run after this one.
  const restored = await request.post('/api/changePassword', {
    headers: { authorization: `Bearer ${await login.storedToken()}` },
    data: { oldpassword: 'Tesserato2026nuova', password: DEMO_PASSWORD, confirmpassword: DEMO_PASSWORD },
  });
  expect(restored.status()).toBe(200);
});

test('who asks the system for reduced motion gets no animations; others get them', async ({ page }) => {
  await page.goto('/login');
  // What the screens' stylesheet makes of an element that fades in 300 ms and spins for ever.
  const motion = () =>
    page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.transition = 'opacity 300ms';
      probe.style.animation = 'probe 2s infinite';
      document.body.append(probe);
      const s = getComputedStyle(probe);
      const seen = [s.transitionDuration, s.animationDuration, s.animationIterationCount];
      probe.remove();
      return seen;
    });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await motion()).toEqual(['0.3s', '2s', 'infinite']);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await motion()).toEqual(['0s', '0s', '1']);
});
