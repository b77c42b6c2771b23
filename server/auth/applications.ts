// The applications of the launcher, their navigation menus and the permissions each one groups.
// Declared once: seeded into `application`/`permission`, and read to build `app_menu` at login. The
// menus list the bespoke pages here; reference resources add their own items (server/auth/navigation.ts).
import { declarations } from '../resources/declarations.ts';
import { withReferenceScreens } from './navigation.ts';

export interface NavItem {
  label: string;
  /**
   * Permission code: the item is visible with `{name}:read` only (spec 2 §6), also to the user types
   * whose rule shows the application: a page the user may not read answered 403.
   */
  name: string;
  /** Route of the admin app. */
  params: string;
  child_menu?: NavItem[];
}

export interface UserTypeRule {
  tipo_utente: 'societa' | 'anagrafica';
  /** A column of the user's anagrafica that must equal true (e.g. allenatore). */
  flags?: string[];
}

export interface ApplicationDef {
  key: string;
  name: string;
  icon: string;
  /** First page of the application. External apps start a remote login instead. */
  mainView: string;
  external?: boolean;
  colors: { primary: string; secondary: string };
  userTypeRules?: UserTypeRule[];
  navigation_menu: NavItem[];
}

const APPLICATIONS_AND_PAGES: ApplicationDef[] = [
  {
    key: 'tesserati',
    name: 'Tesserati',
    icon: 'people',
    mainView: '/anagrafica',
    colors: { primary: '#1565c0', secondary: '#e3f2fd' },
    userTypeRules: [{ tipo_utente: 'anagrafica', flags: ['arbitro', 'allenatore'] }],
    navigation_menu: [
      { label: 'Anagrafica', name: 'anagrafica', params: '/anagrafica' },
      { label: 'Trasferimenti', name: 'trasferimenti', params: '/trasferimenti' },
      { label: 'Situazione contabile', name: 'contabilitatesserati', params: '/situazionecontabiletesserati' },
    ],
  },
  {
    key: 'societa',
    name: 'Società',
    icon: 'groups',
    mainView: '/societa',
    colors: { primary: '#2e7d32', secondary: '#e8f5e9' },
    userTypeRules: [{ tipo_utente: 'societa' }],
    navigation_menu: [
      { label: 'Società', name: 'economicssocieta', params: '/societa' },
      { label: 'Situazione contabile', name: 'contabilitasocieta', params: '/situazionecontabile' },
      { label: 'Trasferimenti richiesti', name: 'trasferimentirichiesti', params: '/trasferimentirichiesti' },
    ],
  },
  {
    key: 'causali',
    name: 'Causali',
    icon: 'category',
    mainView: '/causali',
    colors: { primary: '#6a1b9a', secondary: '#f3e5f5' },
    navigation_menu: [],
  },
  {
    key: 'configurazioni',
    name: 'Configurazioni',
    icon: 'settings',
    mainView: '/configurazioni',
    colors: { primary: '#455a64', secondary: '#eceff1' },
    navigation_menu: [{ label: 'Lista Utenti', name: 'utenti', params: '/utentilist' }],
  },
  {
    key: 'configurazionigenerali',
    name: 'Configurazioni Generali',
    icon: 'tune',
    mainView: '/configurazionigenerali',
    colors: { primary: '#37474f', secondary: '#eceff1' },
    navigation_menu: [],
  },
  {
    key: 'stagioni',
    name: 'Stagioni',
    icon: 'event',
    mainView: '/stagioni',
    colors: { primary: '#ef6c00', secondary: '#fff3e0' },
    navigation_menu: [],
  },
  {
    key: 'reports',
    name: 'Reports',
    icon: 'assessment',
    mainView: '/reports',
    colors: { primary: '#00838f', secondary: '#e0f7fa' },
    navigation_menu: [
      { label: 'Report Società', name: 'reports', params: '/reports' },
      { label: 'Report Tesserati', name: 'reports', params: '/anagraficareports' },
    ],
  },
  {
    key: 'trasferte',
    name: 'Trasferte',
    icon: 'flight',
    mainView: 'Trasferte',
    external: true,
    colors: { primary: '#5d4037', secondary: '#efebe9' },
    navigation_menu: [{ label: 'Trasferte', name: 'trasferte', params: 'Trasferte' }],
  },
  {
    key: 'contabilita',
    name: 'Contabilità',
    icon: 'account_balance',
    mainView: 'PianodeiConti',
    external: true,
    colors: { primary: '#283593', secondary: '#e8eaf6' },
    navigation_menu: [{ label: 'Piano dei Conti', name: 'contabilita', params: 'PianodeiConti' }],
  },
];

export const APPLICATIONS: ApplicationDef[] = withReferenceScreens(APPLICATIONS_AND_PAGES, declarations);

/**
 * The permissions a new club or person account starts with (POST utente), as the demo club and person
 * have (server/seed/users.ts): without them the account saw its application and a 403 on every page.
 * A limited administrator gives only what it holds (server/utenti/rules.ts, newAccountGrants).
 */
export const NEW_ACCOUNT_PERMISSIONS: Record<'societa' | 'anagrafica', Record<string, 'r' | 'rw'>> = {
  societa: { economicssocieta: 'rw', contabilitasocieta: 'r', trasferimentirichiesti: 'rw', anagrafica: 'rw' },
  anagrafica: { anagrafica: 'rw', contabilitatesserati: 'r' },
};
