// A type flagged is_under (Atleta Under, the promotional ones) costs the under fee: it is for the
// season's under only (born in anno_under or later). QA registered a senior with it and the club paid
// the under fee.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { demoClubId, freePeople, openSeason, ruoloId, tipologiaId } from './tesseramenti-fixtures.ts';

const t = useTestApp();
let club: string, admin: string;
let demo: number, annoUnder: number;

beforeAll(async () => {
  club = await loginAs(t().app, 'societa@demo.it');
  admin = await loginAs(t().app, 'admin@demo.it');
  demo = await demoClubId(t().db);
  const season = await openSeason(t().db);
  annoUnder = (await t().db.query<{ anno_under: number }>('SELECT anno_under FROM stagione WHERE id = $1', [season.id])).rows[0].anno_under;
});

const MESSAGE = 'La causale è riservata agli under della stagione';
const entries = async () => (await t().db.query<{ n: number }>('SELECT count(*)::int AS n FROM partita_contabile', [])).rows[0].n;

describe('under types', () => {
  it('a senior is refused an under type, with the message on the field and nothing written; an under is accepted', async () => {
    const people = await freePeople(t().db, 200);
    const [senior, under] = people.filter((p) => Number(p.data_nascita.slice(0, 4)) < annoUnder);
    // Free people of the demo are all adults: one becomes an under of the season.
    await t().db.query('UPDATE anagrafica SET data_nascita = $2 WHERE id = $1', [under.id, `${annoUnder + 1}-03-01`]);
    const body = { ruolo: await ruoloId(t().db, 'ATL'), societa_id: demo, tipologia_tesseramento_id: await tipologiaId(t().db, 'AU'), accetta_privacy: true };
    const before = await entries();
    const refused = await call(t().app, club, 'POST', `/api/anagrafica/${senior.id}/societa`, body);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors.tipologia_tesseramento_id).toEqual([MESSAGE]);
    expect(await entries()).toBe(before);
    const accepted = await call(t().app, club, 'POST', `/api/anagrafica/${under.id}/societa`, body);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('the membership call (Tesseramenti of the member screen) refuses it too', async () => {
    const people = await freePeople(t().db, 200);
    const senior = people.filter((p) => Number(p.data_nascita.slice(0, 4)) < annoUnder)[2];
    const before = await entries();
    const res = await call(t().app, admin, 'POST', `/api/anagrafica/${senior.id}/tesseraanagrafica`, {
      ruolo: await ruoloId(t().db, 'ANA'),
      societa_id: demo,
      tipologiaTesseramento: await tipologiaId(t().db, 'PRO'),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.tipologiaTesseramento).toEqual([MESSAGE]);
    expect(await entries()).toBe(before);
  });

  /** The first athlete of the club's renewal list, registered last season with `codice` and now born `bornIn`. */
  async function lastSeasonAs(codice: string, bornIn: number) {
    const season = await openSeason(t().db);
    const list = (await call(t().app, club, 'GET', `/api/societa/${demo}/anagraficatorenew?season=${season.id}`)).json();
    expect(list.rinnovi_aperti).toBe(true);
    const athlete = (list.data as { id: number; nome_completo: string }[]).find((r) => !used.has(r.id))!;
    used.add(athlete.id);
    await t().db.query(
      `UPDATE anagrafica_ruolo SET tipologia_tesseramento_id = $2
        WHERE anagrafica_id = $1 AND societa_id = $3 AND stagione_id <> $4 AND approvato AND deleted_at IS NULL`,
      [athlete.id, await tipologiaId(t().db, codice), demo, season.id],
    );
    await t().db.query('UPDATE anagrafica SET data_nascita = $2 WHERE id = $1', [athlete.id, `${bornIn}-03-01`]);
    const row = async () => (await call(t().app, club, 'GET', `/api/societa/${demo}/anagraficatorenew?season=${season.id}`)).json().data.find((r: { id: number }) => r.id === athlete.id);
    const renew = (ids: number[]) => call(t().app, club, 'POST', `/api/societa/${demo}/executetesseratirenew`, { season: season.id, anagrafiche: ids, renewType: 'Atleta' });
    const registeredAs = async () =>
      (
        await t().db.query<{ codice: string }>(
          'SELECT t.codice FROM anagrafica_ruolo r JOIN tipologia_tesseramento t ON t.id = r.tipologia_tesseramento_id WHERE r.anagrafica_id = $1 AND r.stagione_id = $2 AND r.deleted_at IS NULL',
          [athlete.id, season.id],
        )
      ).rows.map((r) => r.codice);
    return { athlete, season, row, renew, registeredAs };
  }
  const used = new Set<number>();

  it('an Atleta Under who outgrew this season’s under is renewed as Atleta Senior, at its renewal fee (anno_under moved)', async () => {
    const { athlete, season, row, renew, registeredAs } = await lastSeasonAs('AU', annoUnder - 2);
    const senior = await tipologiaId(t().db, 'AS');
    const fee = (
      await t().db.query<{ c: number }>('SELECT importo_cents AS c FROM configurazione WHERE stagione_affiliazione_id = $1 AND tipologia_tesseramento_id = $2 AND deleted_at IS NULL', [
        season.id,
        senior,
      ])
    ).rows[0].c;
    expect(await row()).toMatchObject({ tipologia_tesseramento_id: senior, tipologia_tesseramento_nome: 'Atleta Senior', importo: fee / 100, motivo: null });
    const res = await renew([athlete.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await registeredAs()).toEqual(['AS']);
    const { rows } = await t().db.query('SELECT importo_cents FROM partita_contabile WHERE anagrafica_id = $1 AND stagione_id = $2', [athlete.id, season.id]);
    expect(rows).toEqual([{ importo_cents: fee }]);
  });

  it('one who outgrew a promotional type is not renewable: the row says why, and a batch with him is refused naming him, nothing written', async () => {
    const { athlete, row, renew, registeredAs } = await lastSeasonAs('PRO', annoUnder - 2);
    expect((await row()).motivo).toBe(MESSAGE);
    const other = (await lastSeasonAs('AS', annoUnder - 20)).athlete;
    const before = await entries();
    const refused = await renew([other.id, athlete.id]);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errorMessage).toBe(`${MESSAGE}: ${athlete.nome_completo}`);
    expect(await entries()).toBe(before);
    expect(await registeredAs()).toEqual([]);
    // Born in anno_under: still an under, renewed with the type.
    await t().db.query('UPDATE anagrafica SET data_nascita = $2 WHERE id = $1', [athlete.id, `${annoUnder}-03-01`]);
    expect((await row()).motivo).toBeNull();
    expect((await renew([athlete.id])).statusCode).toBe(200);
    expect(await registeredAs()).toEqual(['PRO']);
  });
});
