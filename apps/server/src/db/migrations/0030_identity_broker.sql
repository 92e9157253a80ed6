-- The substitutes' strong-identification broker, configured by an admin (issue 25, decision 032 amended).
-- One row at most; OIDC_ISSUER in the environment is used only while there is none. The secret is sealed like sso_providers'.
CREATE TABLE identity_broker (
  id                   smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  issuer               text NOT NULL,
  client_id            text NOT NULL,
  client_secret_sealed text NOT NULL,
  given_name_claim     text NOT NULL DEFAULT 'given_name',
  family_name_claim    text NOT NULL DEFAULT 'family_name',
  birth_date_claim     text NOT NULL DEFAULT 'birthdate',
  enabled              boolean NOT NULL DEFAULT true,
  updated_at           timestamptz NOT NULL
);
