// The anagrafica row of a demo member: personal data, flags and per-role qualifications.
import type { Row } from './bulk.ts';
import type { Ctx } from './context.ts';
import { QUALIFICHE, type Profile } from './profile.ts';
import { addDays, atTime, choose, hexKey, iban, mobile, slug, yearOf } from './util.ts';

export const ANAGRAFICA_COLUMNS = {
  id: 'int',
  cognome: 'text',
  nome: 'text',
  codice_fiscale: 'text',
  matricola: 'text',
  telefono: 'text',
  fax: 'text',
  email: 'text',
  sesso: 'text',
  data_nascita: 'date',
  comune_nascita_id: 'int',
  comune_nascita_istat: 'text',
  provincia_nascita: 'text',
  stato_nascita: 'text',
  indirizzo_residenza: 'text',
  cap_residenza: 'text',
  comune_residenza_id: 'int',
  comune_residenza_istat: 'text',
  citta_residenza: 'text',
  provincia_residenza: 'text',
  cittadinanza: 'text',
  cittadinanza_other: 'text',
  nazionalita_sportiva: 'text',
  nazionalita_sportiva_other: 'text',
  data_scadenza_certificato: 'date',
  titolo_studio: 'text',
  comitato_id: 'int',
  iban: 'text',
  iban_intestazione: 'text',
  qualifica: 'text',
  data_scadenza_qualifica: 'date',
  tipologia_tesseramento_id: 'int',
  allenatore_qualifica: 'text',
  allenatore_data_scadenza_qualifica: 'date',
  allenatore_tipologia_tesseramento_id: 'int',
  preparatore_atl_qualifica: 'text',
  preparatore_atl_data_scadenza_qualifica: 'date',
  preparatore_atl_tipologia_tesseramento_id: 'int',
  preparatore_port_qualifica: 'text',
  preparatore_port_data_scadenza_qualifica: 'date',
  preparatore_port_tipologia_tesseramento_id: 'int',
  istruttore_prom_qualifica: 'text',
  istruttore_prom_data_scadenza_qualifica: 'date',
  istruttore_prom_tipologia_tesseramento_id: 'int',
  attivo: 'bool',
  disabile: 'bool',
  occhiali: 'bool',
  arbitro: 'bool',
  arbitro_beach: 'bool',
  dirigente: 'bool',
  allenatore: 'bool',
  preparatore_atl: 'bool',
  preparatore_port: 'bool',
  istruttore_prom: 'bool',
  blacklist: 'bool',
  convocabile_italia: 'bool',
  minore_residente_italia: 'bool',
  premi_formazione: 'bool',
  agonista: 'bool',
  straniero: 'bool',
  key: 'text',
  deleted_at: 'timestamptz',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

export const DEMO_MEMBER_EMAIL = 'tesserato@demo.it';

export function anagraficaRow(ctx: Ctx, p: Profile, comitatoId: number, firstDay: string): Row {
  const { rnd, today, ref, seasons } = ctx;
  const person = p.person;
  const has = (r: string) => p.roles.includes(r as never);
  const age = yearOf(today) - yearOf(person.data_nascita);
  const athlete = has('ATL') || has('ANA');
  const technical = has('ALL') || has('ARB') || has('PAT') || has('PPO') || has('IPR');
  const qualifiedUntil = () => addDays(seasons.current.data_fine, rnd.int(-30, 730));
  const qual = (role: string, codice: string) => (has(role) ? { q: QUALIFICHE[codice] ?? ref.tipologia[codice].nome, d: qualifiedUntil(), t: ref.tipologia[codice].id } : null);
  const arb = qual('ARB', p.refereeType);
  const all = qual('ALL', p.coachType);
  const pat = qual('PAT', 'PAT');
  const ppo = qual('PPO', 'PPO');
  const ipr = qual('IPR', 'IPR');
  const foreign = person.cittadinanza !== 'Italiana';
  const withEmail = p.demo || rnd.chance(age >= 18 ? 0.7 : 0.2);
  const deleted = !p.demo && p.history === 'svincolato' && rnd.chance(0.04);
  const ibanCode = technical && (p.demo || rnd.chance(0.6)) ? iban(rnd) : null;
  return {
    id: p.id,
    cognome: person.cognome,
    nome: person.nome,
    codice_fiscale: person.codice_fiscale,
    matricola: String(100000 + p.id),
    telefono: p.demo || rnd.chance(0.7) ? mobile(rnd) : null,
    fax: null,
    email: p.demo ? DEMO_MEMBER_EMAIL : withEmail ? `${slug(person.nome)}.${slug(person.cognome)}${p.id}@example.com` : null,
    sesso: person.sesso,
    data_nascita: person.data_nascita,
    comune_nascita_id: person.birthTown?.id ?? null,
    comune_nascita_istat: person.birthTown?.istat ?? null,
    provincia_nascita: person.birthTown?.sigla ?? 'EE',
    stato_nascita: person.stato_nascita,
    indirizzo_residenza: person.indirizzo,
    cap_residenza: person.cap,
    comune_residenza_id: person.residence.id,
    comune_residenza_istat: person.residence.istat,
    citta_residenza: person.residence.nome.split('/')[0],
    provincia_residenza: person.residence.sigla,
    cittadinanza: person.cittadinanza,
    cittadinanza_other: person.cittadinanza_other,
    nazionalita_sportiva: person.nazionalita_sportiva,
    nazionalita_sportiva_other: person.nazionalita_sportiva_other,
    data_scadenza_certificato: p.demo ? addDays(today, 200) : athlete || technical || rnd.chance(0.5) ? addDays(today, rnd.int(-90, 400)) : null,
    titolo_studio:
      age < 14
        ? null
        : age < 19
          ? 'Licenza media'
          : choose(rnd, [
              [0.3, 'Licenza media'],
              [0.45, 'Diploma di scuola superiore'],
              [0.25, 'Laurea'],
            ] as const),
    comitato_id: comitatoId,
    iban: ibanCode,
    iban_intestazione: ibanCode ? `${person.nome} ${person.cognome}` : null,
    qualifica: arb?.q ?? null,
    data_scadenza_qualifica: arb?.d ?? null,
    tipologia_tesseramento_id: arb?.t ?? null,
    allenatore_qualifica: all?.q ?? null,
    allenatore_data_scadenza_qualifica: all?.d ?? null,
    allenatore_tipologia_tesseramento_id: all?.t ?? null,
    preparatore_atl_qualifica: pat?.q ?? null,
    preparatore_atl_data_scadenza_qualifica: pat?.d ?? null,
    preparatore_atl_tipologia_tesseramento_id: pat?.t ?? null,
    preparatore_port_qualifica: ppo?.q ?? null,
    preparatore_port_data_scadenza_qualifica: ppo?.d ?? null,
    preparatore_port_tipologia_tesseramento_id: ppo?.t ?? null,
    istruttore_prom_qualifica: ipr?.q ?? null,
    istruttore_prom_data_scadenza_qualifica: ipr?.d ?? null,
    istruttore_prom_tipologia_tesseramento_id: ipr?.t ?? null,
    attivo: p.history !== 'svincolato',
    disabile: rnd.chance(0.01),
    occhiali: rnd.chance(0.06),
    arbitro: has('ARB'),
    arbitro_beach: has('ARB') && (p.refereeType === 'ARBH' || rnd.chance(0.1)),
    dirigente: has('DIR'),
    allenatore: has('ALL'),
    preparatore_atl: has('PAT'),
    preparatore_port: has('PPO'),
    istruttore_prom: has('IPR'),
    blacklist: !p.demo && rnd.chance(0.003),
    convocabile_italia: has('ATL') && person.nazionalita_sportiva === 'Italiana' && age >= 14 && rnd.chance(0.3),
    minore_residente_italia: foreign && age < 18,
    premi_formazione: has('ATL') && age < 21 && rnd.chance(0.25),
    agonista: p.primary !== 'ANA',
    straniero: foreign,
    key: hexKey(rnd),
    deleted_at: deleted ? `${addDays(today, -rnd.int(1, 100))}T09:00:00Z` : null,
    created_at: atTime(firstDay, '09:30', ctx.now),
    updated_at: atTime(firstDay, '09:30', ctx.now),
  };
}
