-- Sign-in with an external OAuth/OIDC provider keeps its state in a flow_state row, as GoTrue does:
-- the row's id is the `state` sent to the provider. It remembers where to send the browser back
-- (referrer), the account an identity is being linked to (linking_target_id), and our side of the
-- PKCE exchange and the OpenID nonce towards the provider. The client's own code challenge is
-- optional there (the implicit flow has none).
ALTER TABLE "auth"."flow_state" ALTER COLUMN "code_challenge_method" DROP NOT NULL;
ALTER TABLE "auth"."flow_state" ALTER COLUMN "code_challenge" DROP NOT NULL;
ALTER TABLE "auth"."flow_state" ADD COLUMN "referrer" TEXT;
ALTER TABLE "auth"."flow_state" ADD COLUMN "linking_target_id" UUID;
ALTER TABLE "auth"."flow_state" ADD COLUMN "provider_code_verifier" TEXT;
ALTER TABLE "auth"."flow_state" ADD COLUMN "provider_nonce" TEXT;
