-- Uploaded images are processed (server/src/media): upright, without metadata, in AVIF, WebP and
-- JPEG at a few widths. `variants` lists the stored objects of a photo or an avatar (their keys,
-- content-addressed, and the sizes they come in); null until processed (an image uploaded before
-- this change: its original is served until `npm run media:rebuild` has run). `placeholder` is a
-- blurred 16-pixel WebP of the photo (a data: URL), shown while the image loads.
ALTER TABLE "public"."photos" ADD COLUMN "variants" JSONB;
ALTER TABLE "public"."photos" ADD COLUMN "placeholder" TEXT;
ALTER TABLE "public"."profiles" ADD COLUMN "avatar_variants" JSONB;

-- Objects being written and not yet named by a committed row (server/src/storage). `owner` is the
-- writing server's lease, a session advisory lock it holds while it runs: a row whose owner's lock
-- is free belongs to a server that died mid-upload, and the sweep removes its objects.
CREATE TABLE "public"."storage_uploads" (
    "key" TEXT NOT NULL,
    "owner" BIGINT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "storage_uploads_pkey" PRIMARY KEY ("key")
);
