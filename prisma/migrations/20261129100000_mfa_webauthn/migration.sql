-- WebAuthn as a second factor (docs/auth-api.md §1.10), as GoTrue's mfa_factors.web_authn_credential
-- and mfa_challenges.web_authn_session_data: a webauthn factor keeps its one credential (id, COSE
-- public key, sign counter, transports) once verified, and a challenge keeps what the ceremony
-- expects (the challenge itself and whether it registers or signs in). TOTP rows leave both empty.
ALTER TABLE "auth"."mfa_factors" ADD COLUMN "web_authn_credential" JSONB;
ALTER TABLE "auth"."mfa_challenges" ADD COLUMN "web_authn_session_data" JSONB;
