// The members area (spec 2 §2.5, §7 Members): list and export, detail, writes, forms, cards, PDFs,
// lookups. Registrations and transfers are their own area.
import type { FastifyInstance } from 'fastify';
import { storageOf } from '../storage/index.ts';
import { DEMO_CERTIFICATE_KEY, DEMO_CERTIFICATE_PDF } from '../seed/anagrafica.ts';
import anagraficaListRoutes from './list.ts';
import lookupRoutes from './lookups.ts';
import anagraficaRoutes from './routes.ts';

export default async function anagraficaPlugin(app: FastifyInstance) {
  await app.register(anagraficaListRoutes);
  await app.register(anagraficaRoutes);
  await app.register(lookupRoutes);
  // The seed cannot reach the file store: the demo certificate's bytes are put there at start-up
  // when a document refers to them (stored by content hash, so this is a no-op after the first time).
  app.addHook('onReady', async () => {
    const { rows } = await app.db.query('SELECT 1 FROM documento WHERE file_key = $1 LIMIT 1', [DEMO_CERTIFICATE_KEY]);
    const storage = storageOf(app);
    if (rows.length && !(await storage.exists(DEMO_CERTIFICATE_KEY))) await storage.putBuffer(DEMO_CERTIFICATE_PDF);
  });
}
