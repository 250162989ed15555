-- Accounts: users, their saved zip codes and shows, and tokens revoked before they expire.
CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- E-mail is unique regardless of case.
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));

CREATE TABLE user_zipcodes (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  zip char(5) NOT NULL CHECK (zip ~ '^[0-9]{5}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, zip)
);

CREATE TABLE user_shows (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  show_id integer NOT NULL CHECK (show_id > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, show_id)
);

CREATE TABLE revoked_tokens (
  jti text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

-- Upstream answers, shared by every instance and kept across restarts.
CREATE TABLE cache_entries (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  fresh_until timestamptz NOT NULL,
  stale_until timestamptz NOT NULL
);
