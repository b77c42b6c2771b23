-- Background jobs (a PostgreSQL queue), the users' exports they produce, and per-entity documents.
-- Status lists here are the ones declared in server/jobs/queue.ts, server/userexports/queries.ts
-- and server/documenti/entities.ts.

-- A job is claimed with FOR UPDATE SKIP LOCKED, so several server processes share one queue and
-- each job runs once. A running job holds a lease that its worker renews; a lease that expires
-- (the worker died) makes the job claimable again, until max_attempts, then it is failed.
CREATE TABLE job (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL DEFAULT 3 CHECK (max_attempts >= 1),
  run_after timestamptz NOT NULL DEFAULT now(),
  locked_by text,
  lease_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  CONSTRAINT job_lease_when_running CHECK ((status = 'running') = (lease_until IS NOT NULL))
);
CREATE INDEX job_pending ON job (run_after, id) WHERE status = 'pending';
CREATE INDEX job_running ON job (lease_until) WHERE status = 'running';

-- An export a user asked for from a list (`export=excel`): the list and its filters, and the file.
CREATE TABLE user_export (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  descrizione text NOT NULL CHECK (length(descrizione) BETWEEN 1 AND 200),
  -- Name of the exported list (server/exports registry) and the query of the list call.
  lista text NOT NULL,
  filtri jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'failed')),
  completed boolean GENERATED ALWAYS AS (status = 'success') STORED,
  job_id bigint REFERENCES job (id) ON DELETE SET NULL,
  righe integer NOT NULL DEFAULT 0,
  file_key text CHECK (file_key ~ '^[0-9a-f]{64}$'),
  file_size bigint,
  error text,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT user_export_file_when_success CHECK (status <> 'success' OR (file_key IS NOT NULL AND completed_at IS NOT NULL))
);
CREATE INDEX user_export_user ON user_export (user_id, id DESC);
CREATE INDEX user_export_pending ON user_export (user_id) WHERE status = 'pending';
CREATE INDEX user_export_file ON user_export (file_key) WHERE file_key IS NOT NULL;
CREATE INDEX user_export_job ON user_export (job_id);

-- Document types offered per kind of entity (getTipoDocumento?type=).
CREATE TABLE tipo_documento (
  id serial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('societa', 'anagrafica')),
  descrizione text NOT NULL,
  ordine integer NOT NULL DEFAULT 0,
  deleted_at timestamptz,
  UNIQUE (type, descrizione)
);

-- A file attached to a club or to a member. The bytes live in the file store under their
-- SHA-256 (file_key); `nome` is the uploaded name, shown to users and never used as a path.
CREATE TABLE documento (
  id serial PRIMARY KEY,
  entity_type text NOT NULL CHECK (entity_type IN ('societa', 'anagrafica')),
  societa_id integer REFERENCES societa (id),
  anagrafica_id integer REFERENCES anagrafica (id),
  tipo_documento_id integer NOT NULL REFERENCES tipo_documento (id),
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 255),
  descrizione text CHECK (length(descrizione) <= 500),
  file_key text NOT NULL CHECK (file_key ~ '^[0-9a-f]{64}$'),
  content_type text NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  file_size integer NOT NULL CHECK (file_size > 0),
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT documento_one_entity CHECK (
    (entity_type = 'societa' AND societa_id IS NOT NULL AND anagrafica_id IS NULL)
    OR (entity_type = 'anagrafica' AND anagrafica_id IS NOT NULL AND societa_id IS NULL))
);
CREATE INDEX documento_societa ON documento (societa_id, id) WHERE societa_id IS NOT NULL;
CREATE INDEX documento_anagrafica ON documento (anagrafica_id, id) WHERE anagrafica_id IS NOT NULL;
CREATE INDEX documento_tipo ON documento (tipo_documento_id);
CREATE INDEX documento_file ON documento (file_key);
CREATE INDEX documento_user ON documento (user_id);
