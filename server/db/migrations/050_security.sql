-- Issue 10 §4: throttling by growing delay. Failures carry their kind (login, reset lookups, reset
-- requests); the addresses an account logged in from successfully are remembered, so that other
-- people's failures against an account do not slow its owner down at its usual address.
ALTER TABLE login_failure ADD COLUMN kind text NOT NULL DEFAULT 'login';
CREATE INDEX login_failure_kind_ip ON login_failure (kind, ip, created_at);

CREATE TABLE login_known_address (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  ip text NOT NULL,
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, ip)
);
