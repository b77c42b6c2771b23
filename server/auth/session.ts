// What login and `me` answer: the user, the current season, abilities, user type, app menu, disciplines.
import type { Queryable } from '../db/client.ts';
import { hasAbility } from '../../resources/abilities.ts';
import { APPLICATIONS, type ApplicationDef } from './applications.ts';
import type { AuthUser } from './user.ts';

/**
 * The current season: the open one, else the latest started (one query for the whole server). Kept
 * prepared: the members list asks it at every request without a season.
 */
export async function currentSeason(db: Queryable) {
  const { rows } = await db.query(
    `SELECT id, nome, aperta, data_inizio, data_fine, data_inizio_rinnovi, data_fine_rinnovi,
            data_ultima_rinnovo_affiliazione, anno_under, anno_over
       FROM stagione WHERE deleted_at IS NULL ORDER BY aperta DESC, data_inizio DESC LIMIT 1`,
    [],
    { prepared: true },
  );
  return rows[0] ?? null;
}

/** The user's club or member record (the part the shell shows), with the flags the app rules read. */
async function userData(db: Queryable, user: AuthUser): Promise<Record<string, any> | null> {
  if (user.tipo_utente === 'societa' && user.societa_id) {
    const { rows } = await db.query('SELECT id, nome, codice_affiliazione FROM societa WHERE id = $1', [user.societa_id]);
    return rows[0] ?? null;
  }
  if (user.tipo_utente === 'anagrafica' && user.anagrafica_id) {
    const { rows } = await db.query('SELECT id, cognome, nome, matricola, arbitro, allenatore, dirigente FROM anagrafica WHERE id = $1', [user.anagrafica_id]);
    return rows[0] ?? null;
  }
  return null;
}

function visibleByUserType(app: ApplicationDef, user: AuthUser, data: Record<string, any> | null) {
  return (app.userTypeRules ?? []).some((rule) => rule.tipo_utente === user.tipo_utente && (!rule.flags || rule.flags.some((f) => data?.[f] === true || data?.[f] === 1)));
}

export function buildAppMenu(user: AuthUser, data: Record<string, any> | null) {
  return APPLICATIONS.flatMap((app) => {
    const byType = visibleByUserType(app, user, data);
    // An item by its read ability only (spec 2 §6); the user type shows the application, not its pages.
    const navigation_menu = app.navigation_menu.map((item) => ({
      ...item,
      mainView: app.mainView,
      visibility: hasAbility(user.abilities, `${item.name}:read`),
    }));
    const visibility = byType || navigation_menu.some((i) => i.visibility);
    if (!visibility) return [];
    return [
      {
        name: app.name,
        key: app.key,
        icon: app.icon,
        visibility,
        in_navbar: true,
        mainView: app.mainView,
        external: app.external ?? false,
        colors: app.colors,
        navigation_menu,
      },
    ];
  });
}

export async function buildSession(db: Queryable, user: AuthUser, demo = false) {
  const [stagione, discipline, data] = await Promise.all([currentSeason(db), db.query('SELECT id, nome FROM disciplina ORDER BY nome').then((r) => r.rows), userData(db, user)]);
  const me = { id: user.id, name: user.name, email: user.email, tipo_utente: user.tipo_utente, societa_id: user.societa_id, anagrafica_id: user.anagrafica_id };
  return {
    me,
    user_type: user.tipo_utente,
    societa: user.tipo_utente === 'societa' ? data : null,
    anagrafica: user.tipo_utente === 'anagrafica' ? data : null,
    stagione,
    abilities: user.abilities,
    app_menu: buildAppMenu(user, data),
    discipline,
    must_edit_password: user.must_edit_password,
    /** Demo mode: the shell shows the AREA DEMO banner. */
    demo,
  };
}
