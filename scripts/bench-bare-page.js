// The bare app `npm run bench:ssr` compares a page-cache hit with: Fastify and nothing else, on the
// same Node, answering each page with the very bytes and headers the server's hit answered (its
// own request id and date, as every answer). Run by bench-ssr.js with PAGES_FILE naming a JSON list
// of { path, headers, body (base64) }; prints its address once it listens.
const { randomUUID } = require('node:crypto');
const fs = require('node:fs');
const fastify = require('fastify')();

for (const page of JSON.parse(fs.readFileSync(process.env.PAGES_FILE, 'utf8'))) {
  const body = Buffer.from(page.body, 'base64');
  fastify.get(page.path, (request, reply) => reply.headers(page.headers).header('x-request-id', randomUUID()).send(body));
}
fastify.listen({ host: '127.0.0.1', port: 0 }).then((address) => process.stdout.write(address + '\n'));
