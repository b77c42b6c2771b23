-- Core: seasons, disciplines, general configuration, users, applications, permissions,
-- tokens, password resets, login throttling, audit log, e-mail outbox.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE stagione (
  id serial PRIMARY KEY,
  nome text NOT NULL UNIQUE,
  aperta boolean NOT NULL DEFAULT false,
  data_inizio date NOT NULL,
  data_fine date NOT NULL,
  data_inizio_rinnovi date,
  data_fine_rinnovi date,
  data_ultima_rinnovo_affiliazione date,
  data_ultima_revoca_prestiti date,
  anno_under integer NOT NULL DEFAULT 2010,
  anno_over integer NOT NULL DEFAULT 2011,
  max_numero_trasferimenti integer NOT NULL DEFAULT 0,
  gemellaggio_data_nascita_iniziale date,
  gemellaggio_data_nascita_finale date,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT stagione_date_order CHECK (data_inizio < data_fine)
);
-- One open season at a time.
CREATE UNIQUE INDEX stagione_one_open ON stagione ((aperta)) WHERE aperta;

CREATE TABLE disciplina (
  id serial PRIMARY KEY,
  nome text NOT NULL UNIQUE,
  codice text NOT NULL UNIQUE
);

CREATE TABLE configurazione_generale (
  id serial PRIMARY KEY,
  rinnovi_automatici boolean NOT NULL DEFAULT false,
  rinnovi_automatici_stranieri boolean NOT NULL DEFAULT false,
  abilita_carrello boolean NOT NULL DEFAULT true,
  vincolo_rinnovo boolean NOT NULL DEFAULT false,
  vincolo_rinnovo_id integer,
  only_admin_can_increment boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  tipo_utente text NOT NULL CHECK (tipo_utente IN ('sysadmin', 'admin', 'societa', 'anagrafica')),
  societa_id integer,
  anagrafica_id integer,
  must_edit_password boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_unique ON users (lower(email));
CREATE INDEX users_name_trgm ON users USING gin (name gin_trgm_ops);
CREATE INDEX users_societa ON users (societa_id);
CREATE INDEX users_anagrafica ON users (anagrafica_id);

CREATE TABLE application (
  id serial PRIMARY KEY,
  codice text NOT NULL UNIQUE,
  descrizione text NOT NULL,
  ordine integer NOT NULL DEFAULT 0
);

CREATE TABLE permission (
  id serial PRIMARY KEY,
  application_id integer NOT NULL REFERENCES application (id) ON DELETE CASCADE,
  codice text NOT NULL UNIQUE,
  descrizione text NOT NULL
);
CREATE INDEX permission_application ON permission (application_id);

CREATE TABLE user_permission (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  permission_id integer NOT NULL REFERENCES permission (id) ON DELETE CASCADE,
  can_read boolean NOT NULL DEFAULT false,
  can_write boolean NOT NULL DEFAULT false,
  PRIMARY KEY (user_id, permission_id)
);

CREATE TABLE access_token (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX access_token_user ON access_token (user_id);

CREATE TABLE password_reset (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_user ON password_reset (user_id);

-- Failed logins per e-mail and per address, for throttling across server replicas.
CREATE TABLE login_failure (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failure_email ON login_failure (lower(email), created_at);
CREATE INDEX login_failure_ip ON login_failure (ip, created_at);

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  user_id integer,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id);
CREATE INDEX audit_log_created ON audit_log (created_at);

CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  sent_at timestamptz,
  error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
