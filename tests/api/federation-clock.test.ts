// The database runs on the federation's calendar (server/db/client.ts, FEDERATION_CLOCK): between
// midnight in Italy and midnight UTC a registration, an accounting entry and a wallet movement are
// dated today in Italy, not yesterday, on PGlite and on a PostgreSQL server in any zone.
import { describe, expect, it } from 'vitest';
import { isoTimeSql } from '../../server/http/json-rows.ts';
import { italianToday } from '../../server/time.ts';
import { useTestApp } from '../helpers/app.ts';

const t = useTestApp();

describe('the federation clock', () => {
  it('every session reads dates in Italy', async () => {
    const { rows } = await t().db.query<{ zone: string; day: string; today: string }>(
      // 23:30 UTC on 27 November is already 28 November in Italy (UTC+1 in winter).
      "SELECT current_setting('TimeZone') AS zone, (timestamptz '2026-11-27 23:30:00+00')::date::text AS day, CURRENT_DATE::text AS today",
    );
    expect(rows[0]).toEqual({ zone: 'Europe/Rome', day: '2026-11-28', today: italianToday() });
  });

  it('an instant written by the API is still UTC', async () => {
    const { rows } = await t().db.query<{ at: string }>(`SELECT ${isoTimeSql("timestamptz '2026-11-27 23:30:00+00'")} AS at`);
    expect(rows[0].at).toBe('2026-11-27T23:30:00.000Z');
  });
});
