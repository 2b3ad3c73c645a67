// The bare endpoint `npm run bench:api` measures GET /api/me against: Fastify + pg + jose and
// nothing else, with the same checks as the product's GET /api/me (auth/jwt.strategy.ts,
// services/me.service.ts): the HS256 access token's signature, algorithm, audience, issuer and
// expiry, a member's role and subject; then in ONE query: the session is alive, the account is
// neither deleted nor banned, whether it holds a verified second factor (aal2 then required), the
// profile, its onboarding answers and its current cars' count. Answers the profile, onboarding flag
// and car count as JSON. Run by bench-api.js with DATABASE_URL, JWT_SECRET and ISSUER set.
const fastify = require('fastify')();
const pg = require('pg');
const { jwtVerify } = require('jose');

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const secret = new TextEncoder().encode(process.env.JWT_SECRET);
const QUERY = `
SELECT p.*, to_jsonb(o) AS onboarding,
       EXISTS (SELECT 1 FROM auth.mfa_factors f WHERE f.user_id = s.user_id AND f.status = 'verified') AS has_factor,
       (SELECT count(*)::int FROM car_ownerships c WHERE c.owner_id = p.id AND c.owned_until IS NULL) AS cars_count
  FROM auth.sessions s
  JOIN auth.users u ON u.id = s.user_id AND u.deleted_at IS NULL AND (u.banned_until IS NULL OR u.banned_until <= now())
  JOIN profiles p ON p.id = s.user_id
  LEFT JOIN onboarding o ON o.user_id = p.id
 WHERE s.id = $1 AND s.user_id = $2`;

fastify.get('/api/me', async (request, reply) => {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return reply.code(401).send({ code: 'errors.unauthorized' });
  let payload;
  try {
    ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience: 'authenticated', issuer: process.env.ISSUER, clockTolerance: 30 }));
  } catch {
    return reply.code(401).send({ code: 'errors.unauthorized' });
  }
  if (payload.role !== 'authenticated' || typeof payload.sub !== 'string' || typeof payload.session_id !== 'string') return reply.code(401).send({ code: 'errors.unauthorized' });
  const { rows } = await pool.query({ name: 'me', text: QUERY, values: [payload.session_id, payload.sub] }); // a named statement: parsed and planned once per connection
  const row = rows[0];
  if (!row || row.deleted_at) return reply.code(401).send({ code: 'errors.unauthorized' });
  if (row.has_factor && payload.aal !== 'aal2') return reply.code(403).send({ code: 'errors.insufficient_aal' });
  const { onboarding, has_factor: _, cars_count: cars, ...profile } = row;
  const complete = cars > 0 || Boolean(onboarding?.vin && onboarding?.model && onboarding?.variant && onboarding?.color && onboarding?.owned_since);
  return { v: { user: { ...profile, cars_count: cars }, onboarding_complete: complete } };
});

fastify.listen({ host: '127.0.0.1', port: 0 }).then((address) => process.stdout.write(address + '\n'));
