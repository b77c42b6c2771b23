// A decision on a transfer request its state no longer allows (a second tab, a repeated call, the
// other club came first) is a 409 that says what happened; 403 'Non hai i permessi per questa
// operazione' stays for a side that could never take that action (audit: societa@demo.it accepted in
// one tab, 'Rifiuta' in another answered 403).
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGGI } from '../../resources/contracts/contabilita.ts';
import { BREACH } from '../../server/tesseramenti/rules.ts';
import { ACCEPTED_AWAITING } from '../../server/tesseramenti/transfers.ts';
import { call, useTestApp } from '../helpers/app.ts';
import { athletesOf } from './tesseramenti-fixtures.ts';
import { useTransferFixture } from './transfer-fixture.ts';

const t = useTestApp();
const { s, request } = useTransferFixture(t);
const FORBIDDEN = [403, 'Non hai i permessi per questa operazione'];

async function decide(token: string, id: number, action: 'approve' | 'reject' | 'cancel') {
  const res = await call(t().app, token, 'POST', `/api/trasferimento/${id}/${action}`);
  return [res.statusCode, res.json().message];
}

let athletes: number[];
beforeAll(async () => {
  athletes = (await athletesOf(t().db, { club: s.other, limit: 2 })).map((a) => a.anagrafica_id);
});

describe('after the athlete’s club accepted', () => {
  let id: number;
  beforeAll(async () => {
    id = await request(athletes[0]);
    expect(await decide(s.otherUser, id, 'approve')).toEqual([200, ACCEPTED_AWAITING]);
  });

  it('its own second answer (another tab, a repeated call) is a 409: the request was answered', async () => {
    expect(await decide(s.otherUser, id, 'reject')).toEqual([409, MESSAGGI.livelloGiaDeciso]);
    expect(await decide(s.otherUser, id, 'approve')).toEqual([409, MESSAGGI.livelloGiaDeciso]);
    expect(await decide(s.otherUser, id, 'cancel')).toEqual(FORBIDDEN);
  });

  it("the requester's 'Annulla' is a 409: the club has accepted; approving is never its to do (403)", async () => {
    expect(await decide(s.demoUser, id, 'cancel')).toEqual([409, MESSAGGI.nonAnnullabile]);
    expect(await decide(s.demoUser, id, 'approve')).toEqual(FORBIDDEN);
    expect(await decide(s.demoUser, id, 'reject')).toEqual(FORBIDDEN);
    expect((await t().db.query('SELECT stato, accettato_societa FROM trasferimento WHERE id = $1', [id])).rows[0]).toEqual({ stato: 'in_attesa', accettato_societa: true });
  });

  it('once the federation approved, every side that could act gets 409: the request is closed', async () => {
    expect(await decide(s.admin, id, 'approve')).toEqual([200, 'Trasferimento approvato correttamente']);
    expect(await decide(s.admin, id, 'approve')).toEqual([409, BREACH.giaDeciso]);
    expect(await decide(s.admin, id, 'reject')).toEqual([409, BREACH.giaDeciso]);
    expect(await decide(s.otherUser, id, 'reject')).toEqual([409, BREACH.giaDeciso]);
    expect(await decide(s.demoUser, id, 'cancel')).toEqual([409, BREACH.giaDeciso]);
    // An administrator never cancels a request (it rejects it).
    expect(await decide(s.admin, id, 'cancel')).toEqual(FORBIDDEN);
  });
});

it('a request the athlete’s club refused: a second refusal, an acceptance, the requester’s Annulla are 409', async () => {
  const id = await request(athletes[1]);
  expect(await decide(s.otherUser, id, 'reject')).toEqual([200, 'Trasferimento rifiutato correttamente']);
  expect(await decide(s.otherUser, id, 'reject')).toEqual([409, BREACH.giaDeciso]);
  expect(await decide(s.otherUser, id, 'approve')).toEqual([409, BREACH.giaDeciso]);
  expect(await decide(s.demoUser, id, 'cancel')).toEqual([409, BREACH.giaDeciso]);
});
