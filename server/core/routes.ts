// Reference reads every logged-in screen needs: seasons (season picker) and the general configuration.
import type { FastifyInstance } from 'fastify';
import { parseListParams, runList, type ListSpec } from '../http/list.ts';

const seasonList: ListSpec = {
  sortable: { id: 'id', nome: 'nome', data_inizio: 'data_inizio', data_fine: 'data_fine', aperta: 'aperta' },
  defaultOrder: 'data_inizio DESC, id DESC',
  searchColumns: ['nome'],
};

export default async function coreRoutes(app: FastifyInstance) {
  app.get('/stagione', { config: { access: 'user' } }, async (request) =>
    runList(
      app.db,
      {
        select: `id, nome, aperta, data_inizio, data_fine, data_inizio_rinnovi, data_fine_rinnovi, data_ultima_rinnovo_affiliazione,
                 data_ultima_revoca_prestiti, anno_under, anno_over, max_numero_trasferimenti, gemellaggio_data_nascita_iniziale,
                 gemellaggio_data_nascita_finale, deleted_at`,
        from: 'stagione',
        where: ['deleted_at IS NULL'],
      },
      seasonList,
      parseListParams(request.query, seasonList),
    ),
  );

  app.get('/configurazionigenerali', { config: { access: 'user' } }, async () => {
    const { rows } = await app.db.query('SELECT * FROM configurazione_generale ORDER BY id LIMIT 1');
    return rows[0] ?? null;
  });
}
