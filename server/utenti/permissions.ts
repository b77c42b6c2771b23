// Per-application permissions of a user (spec 2 §2.7 user detail, §7 Users): the catalogue of
// applications and permissions, and the Read/Write grant of one permission. Abilities are read from
// user_permission on every request (server/auth/user.ts), so a change counts from the user's next call.
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/access.ts';
import { conflict, notFound, validationError } from '../http/errors.ts';
import { parseListParams, runList } from '../http/list.ts';
import { listQuery, pageOf, saved } from '../http/schemas.ts';
import type { ZodTypeProvider } from '../http/zod.ts';
import { appsAndPermissionsSource, appsAndPermissionsSpec, getPermission, getUtenteDetail } from './queries.ts';
import { assertMayChange, permissionChangeRefusal, RULES } from './rules.ts';
import { applicationRow, updatePermissionsBody } from './schemas.ts';
import { setPermission } from './service.ts';

const tags = ['utenti'];

export default async function permissionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/getAppsAndPermissions',
    {
      config: { access: 'utenti:read' },
      schema: { tags, summary: 'Applicazioni e i loro permessi', querystring: listQuery.omit({ export: true }), response: { 200: pageOf(applicationRow) } },
    },
    async (request) => runList(app.db, appsAndPermissionsSource, appsAndPermissionsSpec, parseListParams(request.query, appsAndPermissionsSpec)),
  );

  app.post(
    '/utente/updatePermissions',
    {
      config: { access: 'utenti:write' },
      schema: { tags, summary: 'Concede o toglie lettura e scrittura di un permesso a un utente', body: updatePermissionsBody, response: { 200: saved } },
    },
    async (request) => {
      const actor = currentUser(request);
      const body = request.body;
      // Nobody raises (or lowers) its own permissions: another administrator must do it.
      if (body.userId === actor.id) throw conflict(RULES.selfPermissions);
      const target = await getUtenteDetail(app.db, body.userId);
      if (!target) throw notFound('Utente non trovato');
      assertMayChange(actor, target);
      const permission = await getPermission(app.db, body.childPermission);
      if (!permission) throw validationError({ childPermission: ['Il permesso selezionato non esiste'] });
      if (permission.application_id !== body.mainApp) throw validationError({ childPermission: ["Il permesso selezionato non appartiene all'applicazione scelta"] });
      // Write implies read (resources/abilities.ts): the stored flags say so too, so the grid shows it.
      const write = body.write;
      const read = body.read || write;
      // A limited administrator hands out, and takes away, only what it holds itself.
      const held = target.permissions.find((p) => p.permission_id === permission.id);
      const refusal = permissionChangeRefusal(actor, permission.codice, { read: held?.read ?? false, write: held?.write ?? false }, { read, write });
      if (refusal) throw conflict(refusal);
      await setPermission(app.db, { actorId: actor.id, userId: target.id, permission, read, write });
      return { error: false as const, message: 'Permessi aggiornati correttamente', id: target.id };
    },
  );
}
