// Issue 10 §6: the admin app, the public results pages and the API documentation work under the
// Content-Security-Policy (no inline script) with no CSP violation in the console.
import { expect, test, type Page } from './fixtures.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { ShellPage } from './pages/ShellPage.ts';
import { ResultsPage } from './pages/ResultsPage.ts';

// The machine is shared and loaded: loading the bundles is not what these tests measure.
test.setTimeout(240_000);

/** Collects CSP violations reported by the page (console messages and securitypolicyviolation events). */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Refused to load (CSP) ${e.violatedDirective} ${e.blockedURI}`));
  });
  return violations;
}

test('the admin pages work under the CSP', async ({ page }) => {
  const violations = await watchCsp(page);
  const response = await page.goto('/login');
  expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible({ timeout: 60_000 });
  await new LoginPage(page).login('admin@demo.it');
  const shell = new ShellPage(page);
  await shell.expectLauncher('Amministratore di Sistema');
  for (const path of ['/anagrafica', '/societa', '/utentilist', '/stagioni', '/configurazionigenerali']) {
    await page.goto(path);
    await expect(page.getByTestId('app-title')).toBeVisible({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('the results pages work under the CSP', async ({ page }) => {
  const violations = await watchCsp(page);
  const results = new ResultsPage(page);
  await results.open('/agold');
  await expect(results.title).not.toHaveText('Risultati');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('the API documentation works under the CSP', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Back-office', { timeout: 60_000 });
  expect(violations).toEqual([]);
});
