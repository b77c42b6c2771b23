// The session payload (spec 1 §3): what POST /api/login and GET /api/me answer, declared once for
// both halves. The client keeps it (src/lib/session.ts); server/auth may type its answer with it.
import type { TipoUtente } from './utenti.ts';

export interface NavigationItem {
  label: string;
  name: string;
  params: string;
  mainView?: string;
  visibility?: boolean;
  child_menu?: NavigationItem[];
}

export interface AppMenuItem {
  name: string;
  key: string;
  icon: string;
  visibility: boolean;
  in_navbar?: boolean;
  mainView: string;
  external?: boolean;
  colors?: { primary: string; secondary: string };
  navigation_menu: NavigationItem[];
}

export interface Stagione {
  id: number;
  nome: string;
  aperta?: boolean;
  data_inizio?: string;
  data_fine?: string;
  [key: string]: unknown;
}

export interface Profile {
  id: number;
  name: string;
  email: string;
  tipo_utente: TipoUtente | (string & {});
  societa_id?: number | null;
  anagrafica_id?: number | null;
}

/** What login and GET /api/me answer (the token only with login). */
export interface SessionPayload {
  token_type?: string | null;
  access_token?: string | null;
  me: Profile;
  user_type: string;
  societa?: Record<string, unknown> | null;
  anagrafica?: Record<string, unknown> | null;
  stagione: Stagione | null;
  abilities: string[];
  app_menu: AppMenuItem[];
  discipline: { id: number; nome: string }[];
  must_edit_password?: boolean;
  /** Demo server (banner AREA DEMO); sent by the server in the session payload. */
  demo?: boolean;
}
