-- Account basics: a password change or reset signs out every session issued before it (tokens
-- carry the generation they were issued in), and forgotten passwords are reset by e-mail.
ALTER TABLE users ADD COLUMN session_generation integer NOT NULL DEFAULT 0;

-- One row a request for a reset link. The link's token is made by the job that e-mails it, and
-- only its hash is kept; it works once (used_at) and until expires_at.
CREATE TABLE password_resets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text UNIQUE,
  requested_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_user_id ON password_resets (user_id);
