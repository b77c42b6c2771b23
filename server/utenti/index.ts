// The users area: accounts and their permissions, reserved to administrators with the users ability.
import type { FastifyInstance } from 'fastify';
import permissionRoutes from './permissions.ts';
import { adminsOnly } from './rules.ts';
import utenteRoutes from './routes.ts';

export default async function utentiPlugin(app: FastifyInstance) {
  // Runs after the app's access hook (401/403 on token and ability), for this area's routes only.
  app.addHook('onRequest', adminsOnly);
  await app.register(permissionRoutes);
  await app.register(utenteRoutes);
}
