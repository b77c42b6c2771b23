// Per-application permissions of a user (spec 2 §2.7 user detail, §7 Users): the catalogue of
// applications and permissions, and the Read/Write grant of one permission. Abilities are read from
// user_permission on every request (server/auth/user.ts), so a change counts from the user's next call.
import type { FastifyInstance } from 'fastify';
import { audit } from '../audit.ts';
import { currentUser } from '../auth/access.ts';
import { conflict, notFound, validationError } from '../http/errors.ts';
import { parseListParams, runList } from '../http/list.ts';
import { parseBody } from '../http/validate.ts';
import { appsAndPermissionsSource, appsAndPermissionsSpec, getPermission, getUtenteDetail } from './queries.ts';
import { assertMayChange, permissionChangeRefusal, RULES } from './rules.ts';
import { updatePermissionsBody } from './schemas.ts';

export default async function permissionRoutes(app: FastifyInstance) {
  app.get('/getAppsAndPermissions', { config: { access: 'utenti:read' } }, async (request) =>
    runList(app.db, appsAndPermissionsSource, appsAndPermissionsSpec, parseListParams(request.query, appsAndPermissionsSpec)),
  );

  app.post('/utente/updatePermissions', { config: { access: 'utenti:write' } }, async (request) => {
    const actor = currentUser(request);
    const body = parseBody(updatePermissionsBody, request.body);
    // Nobody raises (or lowers) its own permissions: another administrator must do it.
    if (body.userId === actor.id) throw conflict(RULES.selfPermissions);
    const target = await getUtenteDetail(app.db, body.userId);
    if (!target) throw notFound('Utente non trovato');
    assertMayChange(actor, target);
    const permission = await getPermission(app.db, body.childPermission);
    if (!permission) throw validationError({ childPermission: ['Il permesso selezionato non esiste'] });
    if (permission.application_id !== body.mainApp)
      throw validationError({ childPermission: ["Il permesso selezionato non appartiene all'applicazione scelta"] });
    // Write implies read (resources/abilities.ts): the stored flags say so too, so the grid shows it.
    const write = body.write;
    const read = body.read || write;
    // A limited administrator hands out, and takes away, only what it holds itself.
    const held = target.permissions.find((p) => p.permission_id === permission.id);
    const refusal = permissionChangeRefusal(actor, permission.codice, { read: held?.read ?? false, write: held?.write ?? false }, { read, write });
    if (refusal) throw conflict(refusal);

    await app.db.transaction(async (tx) => {
      const { rows: old } = await tx.query<{ can_read: boolean; can_write: boolean }>(
        'SELECT can_read, can_write FROM user_permission WHERE user_id = $1 AND permission_id = $2 FOR UPDATE',
        [target.id, permission.id],
      );
      if (read || write) {
        await tx.query(
          `INSERT INTO user_permission (user_id, permission_id, can_read, can_write) VALUES ($1, $2, $3, $4)
           ON CONFLICT (user_id, permission_id) DO UPDATE SET can_read = EXCLUDED.can_read, can_write = EXCLUDED.can_write`,
          [target.id, permission.id, read, write],
        );
      } else {
        // 'Rimuovi Permessi' (read and write false): the row goes, so the grid no longer lists it.
        await tx.query('DELETE FROM user_permission WHERE user_id = $1 AND permission_id = $2', [target.id, permission.id]);
      }
      await audit(tx, {
        userId: actor.id,
        action: 'utente.permissions',
        entity: 'users',
        entityId: target.id,
        before: { permission: permission.codice, read: old[0]?.can_read ?? false, write: old[0]?.can_write ?? false },
        after: { permission: permission.codice, read, write },
      });
    });
    return { error: false, message: 'Permessi aggiornati correttamente', id: target.id };
  });
}
