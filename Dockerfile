# EV Klub server image: the NestJS server with the built web bundles, run against an external
# PostgreSQL (DATABASE_URL) and mail server (SMTP_URL). See docker-compose.yml for the whole shape.
# On start the server applies the migrations in prisma/migrations, then serves on PORT.

# ── build: all dependencies, Prisma client, server and web bundles ──────────────────────────────
FROM node:24-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so source changes do not reinstall them (postinstall runs `prisma generate`).
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY scripts ./scripts
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

# ── runtime: production dependencies, the build and the migrations, as a non-root user ──────────
FROM node:24-bookworm-slim AS runtime
# The memory settings `npm start` gives the server too (scripts/serve.js; README "Memory").
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    BACKUP_DIR=/data/backups \
    NODE_OPTIONS=--max-semi-space-size=32 \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=32768
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./package.json
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/prisma/migrations ./prisma/migrations
# Uploaded files (and, without DATABASE_URL, the embedded database) live under DATA_DIR: mount a volume there.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.js"]
