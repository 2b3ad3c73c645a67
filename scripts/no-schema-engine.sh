#!/bin/sh
# Prisma's native schema engine cannot be downloaded on our machines. prisma.config.ts points
# PRISMA_SCHEMA_ENGINE_BINARY here so that `prisma generate` works offline and any
# `prisma migrate` / `prisma db push` stops with this message instead of hanging on a download.
echo "prisma migrate / db push are not available here: migrations are hand-written SQL under prisma/migrations, applied by 'npm run db:migrate'." >&2
exit 1
