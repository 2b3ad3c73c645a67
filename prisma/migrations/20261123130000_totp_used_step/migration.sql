-- A TOTP code is valid for its 30-second step (and one step either side); without a record of the
-- last step used, the same code could be replayed within that window. Each factor keeps the
-- highest step it accepted, and a verification succeeds only for a later step (RFC 6238 §5.2).
ALTER TABLE "auth"."mfa_factors" ADD COLUMN "last_used_step" INTEGER;
