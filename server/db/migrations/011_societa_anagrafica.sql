-- Clubs, members and what ties them: disciplines, series, boards, twinnings, roles, cards, forms.

CREATE TABLE societa (
  id serial PRIMARY KEY,
  nome text NOT NULL,
  codice_affiliazione text,
  codice_fiscale text,
  partita_iva text,
  email text,
  pec text,
  telefono text,
  cellulare text,
  fax text,
  sito_web text,
  facebook text,
  tipo text,
  tipo_atto text,
  data_atto date,
  data_costituzione date,
  data_affiliazione date,
  data_prima_affiliazione date,
  affiliata boolean NOT NULL DEFAULT false,
  persona_fisica boolean NOT NULL DEFAULT false,
  azienda boolean NOT NULL DEFAULT false,
  key text NOT NULL UNIQUE,
  comitato_id integer REFERENCES comitato (id),
  sede_legale_indirizzo text,
  sede_legale_cap text,
  sede_legale_comune_id integer REFERENCES comune (id),
  sede_fiscale_indirizzo text,
  sede_fiscale_cap text,
  sede_fiscale_comune_id integer REFERENCES comune (id),
  sede_postale_indirizzo text,
  sede_postale_cap text,
  sede_postale_comune_id integer REFERENCES comune (id),
  rappresentante_cognome text,
  rappresentante_nome text,
  rappresentante_sesso text CHECK (rappresentante_sesso IN ('M', 'F')),
  rappresentante_codice_fiscale text,
  rappresentante_email text,
  rappresentante_telefono text,
  rappresentante_cellulare text,
  rappresentante_fax text,
  rappresentante_data_nascita date,
  rappresentante_comune_nascita_id integer REFERENCES comune (id),
  rappresentante_indirizzo_residenza text,
  rappresentante_comune_residenza_id integer REFERENCES comune (id),
  -- NGS no group, SME army, SMM navy, SMA air force, ADC carabinieri, PDS state police,
  -- GDF finance guard, VDF fire brigade, CFS forestry, POP penitentiary police.
  gruppo_sportivo text NOT NULL DEFAULT 'NGS'
    CHECK (gruppo_sportivo IN ('NGS', 'SME', 'SMM', 'SMA', 'ADC', 'PDS', 'GDF', 'VDF', 'CFS', 'POP')),
  -- ANR / ASR association without / with legal personality, SRL, SPA, COP cooperative.
  natura_giuridica text CHECK (natura_giuridica IN ('ANR', 'ASR', 'SRL', 'SPA', 'COP')),
  polisportiva boolean NOT NULL DEFAULT false,
  onlynotagonist boolean NOT NULL DEFAULT false,
  aggregazione boolean NOT NULL DEFAULT false,
  paralimpica boolean NOT NULL DEFAULT false,
  impianto_disponibile boolean NOT NULL DEFAULT false,
  impianto_disponibile_other text,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX societa_codice_affiliazione_unique ON societa (codice_affiliazione)
  WHERE codice_affiliazione IS NOT NULL AND deleted_at IS NULL;
CREATE INDEX societa_nome_sort ON societa (nome, id);
CREATE INDEX societa_nome_trgm ON societa USING gin (nome gin_trgm_ops);
CREATE INDEX societa_codice_affiliazione_trgm ON societa USING gin (codice_affiliazione gin_trgm_ops);
CREATE INDEX societa_codice_fiscale ON societa (codice_fiscale);
CREATE INDEX societa_comitato ON societa (comitato_id);
CREATE INDEX societa_sede_legale_comune ON societa (sede_legale_comune_id);
CREATE INDEX societa_sede_fiscale_comune ON societa (sede_fiscale_comune_id);
CREATE INDEX societa_sede_postale_comune ON societa (sede_postale_comune_id);
CREATE INDEX societa_rappresentante_comuni ON societa (rappresentante_comune_nascita_id);
CREATE INDEX societa_rappresentante_residenza ON societa (rappresentante_comune_residenza_id);

CREATE TABLE societa_disciplina (
  societa_id integer NOT NULL REFERENCES societa (id) ON DELETE CASCADE,
  disciplina_id integer NOT NULL REFERENCES disciplina (id),
  PRIMARY KEY (societa_id, disciplina_id)
);
CREATE INDEX societa_disciplina_disciplina ON societa_disciplina (disciplina_id);

-- Series a club takes part in, per season.
CREATE TABLE societa_serie (
  societa_id integer NOT NULL REFERENCES societa (id) ON DELETE CASCADE,
  serie_id integer NOT NULL REFERENCES serie (id),
  stagione_id integer NOT NULL REFERENCES stagione (id),
  PRIMARY KEY (societa_id, stagione_id, serie_id)
);
CREATE INDEX societa_serie_serie ON societa_serie (serie_id, stagione_id);
CREATE INDEX societa_serie_stagione ON societa_serie (stagione_id);

CREATE TABLE anagrafica (
  id serial PRIMARY KEY,
  cognome text NOT NULL,
  nome text NOT NULL,
  codice_fiscale text,
  matricola text NOT NULL,
  telefono text,
  fax text,
  email text,
  sesso text NOT NULL CHECK (sesso IN ('M', 'F')),
  data_nascita date NOT NULL,
  comune_nascita_id integer REFERENCES comune (id),
  comune_nascita_istat text,
  provincia_nascita text,
  stato_nascita text NOT NULL DEFAULT 'Italia',
  indirizzo_residenza text,
  cap_residenza text,
  comune_residenza_id integer REFERENCES comune (id),
  comune_residenza_istat text,
  citta_residenza text,
  provincia_residenza text,
  cittadinanza text NOT NULL DEFAULT 'Italiana' CHECK (cittadinanza IN ('Italiana', 'Europea', 'Estera')),
  cittadinanza_other text,
  nazionalita_sportiva text NOT NULL DEFAULT 'Italiana' CHECK (nazionalita_sportiva IN ('Italiana', 'Europea', 'Estera')),
  nazionalita_sportiva_other text,
  data_scadenza_certificato date,
  titolo_studio text,
  comitato_id integer REFERENCES comitato (id),
  iban text,
  iban_intestazione text,
  -- Referee qualification and type; then the same per other technical role.
  qualifica text,
  data_scadenza_qualifica date,
  tipologia_tesseramento_id integer REFERENCES tipologia_tesseramento (id),
  allenatore_qualifica text,
  allenatore_data_scadenza_qualifica date,
  allenatore_tipologia_tesseramento_id integer REFERENCES tipologia_tesseramento (id),
  preparatore_atl_qualifica text,
  preparatore_atl_data_scadenza_qualifica date,
  preparatore_atl_tipologia_tesseramento_id integer REFERENCES tipologia_tesseramento (id),
  preparatore_port_qualifica text,
  preparatore_port_data_scadenza_qualifica date,
  preparatore_port_tipologia_tesseramento_id integer REFERENCES tipologia_tesseramento (id),
  istruttore_prom_qualifica text,
  istruttore_prom_data_scadenza_qualifica date,
  istruttore_prom_tipologia_tesseramento_id integer REFERENCES tipologia_tesseramento (id),
  attivo boolean NOT NULL DEFAULT true,
  disabile boolean NOT NULL DEFAULT false,
  occhiali boolean NOT NULL DEFAULT false,
  arbitro boolean NOT NULL DEFAULT false,
  arbitro_beach boolean NOT NULL DEFAULT false,
  dirigente boolean NOT NULL DEFAULT false,
  allenatore boolean NOT NULL DEFAULT false,
  preparatore_atl boolean NOT NULL DEFAULT false,
  preparatore_port boolean NOT NULL DEFAULT false,
  istruttore_prom boolean NOT NULL DEFAULT false,
  blacklist boolean NOT NULL DEFAULT false,
  convocabile_italia boolean NOT NULL DEFAULT false,
  minore_residente_italia boolean NOT NULL DEFAULT false,
  premi_formazione boolean NOT NULL DEFAULT false,
  agonista boolean NOT NULL DEFAULT true,
  straniero boolean NOT NULL DEFAULT false,
  key text NOT NULL UNIQUE,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX anagrafica_matricola_unique ON anagrafica (matricola);
CREATE UNIQUE INDEX anagrafica_codice_fiscale_unique ON anagrafica (codice_fiscale)
  WHERE codice_fiscale IS NOT NULL AND deleted_at IS NULL;
CREATE INDEX anagrafica_sort ON anagrafica (cognome, nome, id);
-- Search: `(cognome || ' ' || nome) ILIKE '%…%'` uses this index (write the expression exactly so).
CREATE INDEX anagrafica_nome_completo_trgm ON anagrafica USING gin ((cognome || ' ' || nome) gin_trgm_ops);
CREATE INDEX anagrafica_codice_fiscale_trgm ON anagrafica USING gin (codice_fiscale gin_trgm_ops);
CREATE INDEX anagrafica_matricola_trgm ON anagrafica USING gin (matricola gin_trgm_ops);
CREATE INDEX anagrafica_email ON anagrafica (lower(email));
CREATE INDEX anagrafica_comitato ON anagrafica (comitato_id);
CREATE INDEX anagrafica_comune_nascita ON anagrafica (comune_nascita_id);
CREATE INDEX anagrafica_comune_residenza ON anagrafica (comune_residenza_id);
CREATE INDEX anagrafica_arbitro ON anagrafica (id) WHERE arbitro;
CREATE INDEX anagrafica_allenatore ON anagrafica (id) WHERE allenatore;
CREATE INDEX anagrafica_tipologie ON anagrafica (tipologia_tesseramento_id, allenatore_tipologia_tesseramento_id);

-- Board of a club for a season, and its members.
CREATE TABLE consiglio_direttivo (
  id serial PRIMARY KEY,
  societa_id integer NOT NULL REFERENCES societa (id) ON DELETE CASCADE,
  stagione_id integer NOT NULL REFERENCES stagione (id),
  data_elezione date,
  scadenza_elezione date,
  durata integer CHECK (durata BETWEEN 1 AND 10),
  componenti_min integer CHECK (componenti_min >= 0),
  componenti_max integer CHECK (componenti_max >= 0),
  UNIQUE (societa_id, stagione_id),
  CONSTRAINT consiglio_direttivo_min_max CHECK (componenti_min IS NULL OR componenti_max IS NULL OR componenti_min <= componenti_max)
);
CREATE INDEX consiglio_direttivo_stagione ON consiglio_direttivo (stagione_id);

CREATE TABLE consiglio_direttivo_componente (
  id serial PRIMARY KEY,
  consiglio_direttivo_id integer NOT NULL REFERENCES consiglio_direttivo (id) ON DELETE CASCADE,
  anagrafica_id integer NOT NULL REFERENCES anagrafica (id),
  carica text NOT NULL CHECK (carica IN ('Presidente', 'Vicepresidente', 'Segretario', 'Tesoriere', 'Consigliere')),
  data_inizio date,
  data_fine date,
  UNIQUE (consiglio_direttivo_id, anagrafica_id)
);
CREATE INDEX consiglio_direttivo_componente_anagrafica ON consiglio_direttivo_componente (anagrafica_id);

CREATE TABLE gemellaggio (
  id serial PRIMARY KEY,
  societa_parent_id integer NOT NULL REFERENCES societa (id),
  societa_child_id integer NOT NULL REFERENCES societa (id),
  sesso text NOT NULL CHECK (sesso IN ('M', 'F')),
  approvato boolean NOT NULL DEFAULT false,
  rifiutato boolean NOT NULL DEFAULT false,
  stagione_id integer REFERENCES stagione (id),
  data_richiesta timestamptz NOT NULL DEFAULT now(),
  data_approvazione timestamptz,
  data_rifiuto timestamptz,
  deleted_at timestamptz,
  CONSTRAINT gemellaggio_not_self CHECK (societa_parent_id <> societa_child_id),
  CONSTRAINT gemellaggio_one_outcome CHECK (NOT (approvato AND rifiutato))
);
CREATE INDEX gemellaggio_parent ON gemellaggio (societa_parent_id);
CREATE INDEX gemellaggio_child ON gemellaggio (societa_child_id);
CREATE INDEX gemellaggio_stagione ON gemellaggio (stagione_id);

-- A role of a person in a season, usually with a club (referees may have none).
CREATE TABLE anagrafica_ruolo (
  id serial PRIMARY KEY,
  anagrafica_id integer NOT NULL REFERENCES anagrafica (id),
  societa_id integer REFERENCES societa (id),
  stagione_id integer NOT NULL REFERENCES stagione (id),
  ruolo_id integer NOT NULL REFERENCES ruolo (id),
  tipologia_tesseramento_id integer REFERENCES tipologia_tesseramento (id),
  disciplina_id integer REFERENCES disciplina (id),
  serie_id integer REFERENCES serie (id),
  codice_tessera text,
  approvato boolean NOT NULL DEFAULT false,
  rifiutato boolean NOT NULL DEFAULT false,
  data_inizio date NOT NULL,
  data_fine date,
  durata text NOT NULL DEFAULT 'annuale' CHECK (durata IN ('definitiva', 'annuale')),
  numero_stagioni integer NOT NULL DEFAULT 1 CHECK (numero_stagioni BETWEEN 1 AND 10),
  diritto_revoca boolean NOT NULL DEFAULT false,
  consiglio boolean NOT NULL DEFAULT false,
  -- Athlete lent to a twinned club or holding a second licence.
  prestito boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT anagrafica_ruolo_one_outcome CHECK (NOT (approvato AND rifiutato)),
  CONSTRAINT anagrafica_ruolo_date_order CHECK (data_fine IS NULL OR data_inizio <= data_fine)
);
CREATE INDEX anagrafica_ruolo_societa_stagione ON anagrafica_ruolo (societa_id, stagione_id);
CREATE INDEX anagrafica_ruolo_anagrafica ON anagrafica_ruolo (anagrafica_id, stagione_id);
CREATE INDEX anagrafica_ruolo_stagione ON anagrafica_ruolo (stagione_id, ruolo_id);
CREATE INDEX anagrafica_ruolo_ruolo ON anagrafica_ruolo (ruolo_id);
CREATE INDEX anagrafica_ruolo_tipologia ON anagrafica_ruolo (tipologia_tesseramento_id);
CREATE INDEX anagrafica_ruolo_disciplina ON anagrafica_ruolo (disciplina_id);
CREATE INDEX anagrafica_ruolo_serie ON anagrafica_ruolo (serie_id);

-- Membership cards of the technical families.
CREATE TABLE tessera (
  id serial PRIMARY KEY,
  codice text NOT NULL UNIQUE,
  data_emissione date NOT NULL,
  data_scadenza date NOT NULL,
  famiglia text NOT NULL CHECK (famiglia IN ('Arbitro', 'Tecnico', 'PreparatoreAtletico', 'PreparatorePortieri', 'IstruttorePromozionale')),
  nome text NOT NULL,
  anagrafica_id integer NOT NULL REFERENCES anagrafica (id),
  stagione_id integer NOT NULL REFERENCES stagione (id),
  tipologia_tesseramento_id integer REFERENCES tipologia_tesseramento (id),
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT tessera_date_order CHECK (data_emissione <= data_scadenza)
);
CREATE INDEX tessera_anagrafica ON tessera (anagrafica_id, famiglia);
CREATE INDEX tessera_stagione ON tessera (stagione_id);
CREATE INDEX tessera_tipologia ON tessera (tipologia_tesseramento_id);

-- Forms a member signed (T1, T1.1 …); `extra` holds the eligibility answers.
CREATE TABLE anagrafica_modulo (
  id serial PRIMARY KEY,
  anagrafica_id integer NOT NULL REFERENCES anagrafica (id),
  modulo_id integer NOT NULL REFERENCES modulo (id),
  stagione_id integer NOT NULL REFERENCES stagione (id),
  anagrafica_ruolo_id integer REFERENCES anagrafica_ruolo (id),
  data_tesseramento date NOT NULL,
  accetta_privacy boolean NOT NULL DEFAULT false,
  extra jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX anagrafica_modulo_anagrafica ON anagrafica_modulo (anagrafica_id, stagione_id);
CREATE INDEX anagrafica_modulo_modulo ON anagrafica_modulo (modulo_id);
CREATE INDEX anagrafica_modulo_stagione ON anagrafica_modulo (stagione_id);
CREATE INDEX anagrafica_modulo_ruolo ON anagrafica_modulo (anagrafica_ruolo_id);
