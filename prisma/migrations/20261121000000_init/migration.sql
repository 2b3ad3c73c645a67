-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "auth";

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "citext";

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "unaccent";

-- CreateEnum
CREATE TYPE "public"."car_model" AS ENUM ('Model S', 'Model 3', 'Model X', 'Model Y', 'Cybertruck', 'ATV', 'Roadster', 'Semi', 'Roadster First Gen');

-- CreateEnum
CREATE TYPE "public"."car_variant" AS ENUM ('Standard Range', 'Long Range', 'Long Range Plus', 'Long Range RWD', 'Performance', 'Plaid', 'RWD', '60D', '70D', '75D', '85D', '90D', '100D', 'P85D', 'P90D', 'P100D');

-- CreateEnum
CREATE TYPE "public"."car_color" AS ENUM ('Anza Brown Metallic', 'Titanium Metallic', 'Catalina White', 'Solid White', 'Shasta Pearl White', 'Pearl White Multi-Coat', 'Frost Blue Metallic', 'Monterey Blue Metallic', 'Deep Blue Metallic', 'Glacier Blue', 'Marine Blue', 'Signature Red', 'Red Multi-Coat', 'Midnight Cherry Red', 'Ultra Red', 'Sierra Black', 'Solid Black', 'Diamond Black', 'Obsidian Black Metallic', 'Sequoia Green Metallic', 'Tiburon Grey Metallic', 'Stealth Grey', 'Midnight Silver Metallic', 'San Simeon Silver Metallic', 'Quicksilver', 'Lunar Silver');

-- CreateEnum
CREATE TYPE "public"."attendance_status" AS ENUM ('registered', 'waitlisted', 'cancelled');

-- CreateEnum
CREATE TYPE "public"."file_kind" AS ENUM ('light_show', 'lock_chime');

-- CreateTable
CREATE TABLE "public"."profiles" (
    "id" UUID NOT NULL,
    "email" CITEXT NOT NULL,
    "username" CITEXT,
    "first_name" TEXT,
    "last_name" TEXT,
    "avatar_url" TEXT,
    "birth_date" DATE,
    "address_street" TEXT,
    "address_city" TEXT,
    "address_post_code" TEXT,
    "address_country" CHAR(2),
    "phone_number" TEXT,
    "company_name" TEXT,
    "company_id" TEXT,
    "permissions" JSONB NOT NULL DEFAULT '{}',
    "is_verified" BOOLEAN NOT NULL DEFAULT false,
    "verified_at" TIMESTAMPTZ(3),
    "verified_by" UUID,
    "rejected_at" TIMESTAMPTZ(3),
    "note" TEXT,
    "recommendation" TEXT,
    "show_email" BOOLEAN NOT NULL DEFAULT false,
    "show_phone" BOOLEAN NOT NULL DEFAULT false,
    "show_city" BOOLEAN NOT NULL DEFAULT true,
    "show_cars" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT NOT NULL DEFAULT '',
    "deleted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "profiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public"."onboarding" (
    "user_id" UUID NOT NULL,
    "tesla_account_email" TEXT,
    "tesla_account_full_name" TEXT,
    "vin" CHAR(17),
    "license_plate" TEXT,
    "model" "public"."car_model",
    "variant" "public"."car_variant",
    "color" "public"."car_color",
    "custom_color" TEXT,
    "car_name" TEXT,
    "owned_since" DATE,
    "completed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "onboarding_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "public"."cars" (
    "vin" CHAR(17) NOT NULL,
    "model" "public"."car_model" NOT NULL,
    "variant" "public"."car_variant",
    "color" "public"."car_color",
    "custom_color" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "cars_pkey" PRIMARY KEY ("vin")
);

-- CreateTable
CREATE TABLE "public"."car_ownerships" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "vin" CHAR(17) NOT NULL,
    "owner_id" UUID NOT NULL,
    "license_plate" TEXT,
    "name" TEXT,
    "tesla_account" TEXT,
    "owned_since" DATE,
    "owned_until" DATE,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "car_ownerships_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public"."photos" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "src" TEXT NOT NULL,
    "alt" TEXT NOT NULL DEFAULT '',
    "locale_code" TEXT NOT NULL DEFAULT 'sk',
    "album_id" UUID,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "width" INTEGER,
    "height" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "photos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public"."gallery_albums" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "cover_photo_id" UUID,
    "event_id" UUID,
    "published_at" TIMESTAMPTZ(3),
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "gallery_albums_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public"."articles" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "title" TEXT NOT NULL,
    "description" TEXT,
    "slug" TEXT NOT NULL,
    "body" TEXT NOT NULL DEFAULT '',
    "photo_id" UUID,
    "published_at" TIMESTAMPTZ(3),
    "file_name" TEXT,
    "locale_code" TEXT NOT NULL DEFAULT 'sk',
    "author_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "articles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public"."events" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "title" TEXT NOT NULL,
    "description" TEXT,
    "body" TEXT NOT NULL DEFAULT '',
    "photo_id" UUID,
    "slug" TEXT NOT NULL,
    "date_start" TIMESTAMPTZ(3) NOT NULL,
    "date_end" TIMESTAMPTZ(3),
    "location" TEXT,
    "capacity" INTEGER,
    "registration_deadline" TIMESTAMPTZ(3),
    "published_at" TIMESTAMPTZ(3),
    "file_name" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public"."event_attendances" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "event_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "status" "public"."attendance_status" NOT NULL DEFAULT 'registered',
    "registered_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "event_attendances_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public"."content_pages" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "body" TEXT NOT NULL DEFAULT '',
    "published_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "content_pages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public"."faq_entries" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "question" TEXT NOT NULL,
    "answer" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "faq_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public"."guide_entries" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "summary" TEXT,
    "body" TEXT NOT NULL DEFAULT '',
    "category" TEXT,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "published_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "guide_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public"."discounts" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "partner_name" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "code" TEXT,
    "url" TEXT,
    "valid_until" DATE,
    "logo_url" TEXT,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "discounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public"."files" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "kind" "public"."file_kind" NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "file_name" TEXT NOT NULL,
    "storage_key" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "uploaded_by" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public"."charging_entries" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "title" TEXT NOT NULL,
    "provider" TEXT,
    "description" TEXT NOT NULL DEFAULT '',
    "url" TEXT,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "charging_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public"."redirects" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "from_path" TEXT NOT NULL,
    "to_path" TEXT NOT NULL,
    "status_code" INTEGER NOT NULL DEFAULT 301,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "redirects_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public"."site_settings" (
    "key" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "site_settings_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "public"."contact_messages" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "subject" TEXT,
    "message" TEXT NOT NULL,
    "ip_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "contact_messages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "profiles_email_key" ON "public"."profiles"("email");

-- CreateIndex
CREATE UNIQUE INDEX "profiles_username_key" ON "public"."profiles"("username");

-- CreateIndex
CREATE INDEX "profiles_search_text_idx" ON "public"."profiles" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "car_ownerships_owner_id_idx" ON "public"."car_ownerships"("owner_id");

-- CreateIndex
CREATE INDEX "car_ownerships_vin_idx" ON "public"."car_ownerships"("vin");

-- CreateIndex
CREATE INDEX "car_ownerships_license_plate_idx" ON "public"."car_ownerships"("license_plate");

-- CreateIndex
CREATE INDEX "photos_album_id_sort_order_idx" ON "public"."photos"("album_id", "sort_order");

-- CreateIndex
CREATE UNIQUE INDEX "gallery_albums_slug_key" ON "public"."gallery_albums"("slug");

-- CreateIndex
CREATE INDEX "gallery_albums_event_id_idx" ON "public"."gallery_albums"("event_id");

-- CreateIndex
CREATE UNIQUE INDEX "articles_slug_key" ON "public"."articles"("slug");

-- CreateIndex
CREATE INDEX "articles_published_at_idx" ON "public"."articles"("published_at");

-- CreateIndex
CREATE UNIQUE INDEX "events_slug_key" ON "public"."events"("slug");

-- CreateIndex
CREATE INDEX "events_date_start_idx" ON "public"."events"("date_start");

-- CreateIndex
CREATE INDEX "event_attendances_event_id_status_registered_at_idx" ON "public"."event_attendances"("event_id", "status", "registered_at");

-- CreateIndex
CREATE INDEX "event_attendances_user_id_idx" ON "public"."event_attendances"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "event_attendances_event_id_user_id_key" ON "public"."event_attendances"("event_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "content_pages_slug_key" ON "public"."content_pages"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "guide_entries_slug_key" ON "public"."guide_entries"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "files_storage_key_key" ON "public"."files"("storage_key");

-- CreateIndex
CREATE INDEX "files_kind_created_at_idx" ON "public"."files"("kind", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "redirects_from_path_key" ON "public"."redirects"("from_path");

-- CreateIndex
CREATE INDEX "contact_messages_ip_hash_created_at_idx" ON "public"."contact_messages"("ip_hash", "created_at");

-- AddForeignKey
ALTER TABLE "public"."profiles" ADD CONSTRAINT "profiles_verified_by_fkey" FOREIGN KEY ("verified_by") REFERENCES "public"."profiles"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."onboarding" ADD CONSTRAINT "onboarding_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."car_ownerships" ADD CONSTRAINT "car_ownerships_vin_fkey" FOREIGN KEY ("vin") REFERENCES "public"."cars"("vin") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."car_ownerships" ADD CONSTRAINT "car_ownerships_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."photos" ADD CONSTRAINT "photos_album_id_fkey" FOREIGN KEY ("album_id") REFERENCES "public"."gallery_albums"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."gallery_albums" ADD CONSTRAINT "gallery_albums_cover_photo_id_fkey" FOREIGN KEY ("cover_photo_id") REFERENCES "public"."photos"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."gallery_albums" ADD CONSTRAINT "gallery_albums_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."articles" ADD CONSTRAINT "articles_photo_id_fkey" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."articles" ADD CONSTRAINT "articles_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."events" ADD CONSTRAINT "events_photo_id_fkey" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."event_attendances" ADD CONSTRAINT "event_attendances_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."event_attendances" ADD CONSTRAINT "event_attendances_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."files" ADD CONSTRAINT "files_uploaded_by_fkey" FOREIGN KEY ("uploaded_by") REFERENCES "public"."profiles"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- ── Beyond schema.prisma ────────────────────────────────────────────────────────────────────────
-- What Prisma's schema language does not (or should not) express. tests/api/migration-drift.e2e-spec.ts
-- proves that these objects, and nothing else, exist beside what schema.prisma describes: change
-- both together.

-- At most one current ownership per car. Deliberately not a Prisma @@unique(where:): the client
-- would then offer findUnique({ vin }) over rows that are mostly ownership history.
CREATE UNIQUE INDEX "car_ownerships_vin_current_key" ON "public"."car_ownerships"("vin") WHERE "owned_until" IS NULL;

-- Rules the database keeps even if a code path forgets them (NULL passes a CHECK).
ALTER TABLE "public"."profiles" ADD CONSTRAINT "profiles_permissions_check" CHECK (jsonb_typeof("permissions") = 'object');
ALTER TABLE "public"."profiles" ADD CONSTRAINT "profiles_address_country_check" CHECK ("address_country" ~ '^[A-Z]{2}$');
-- VIN: 17 characters, upper case, never I, O or Q (ISO 3779).
ALTER TABLE "public"."cars" ADD CONSTRAINT "cars_vin_check" CHECK ("vin" ~ '^[A-HJ-NPR-Z0-9]{17}$');
ALTER TABLE "public"."onboarding" ADD CONSTRAINT "onboarding_vin_check" CHECK ("vin" ~ '^[A-HJ-NPR-Z0-9]{17}$');
ALTER TABLE "public"."car_ownerships" ADD CONSTRAINT "car_ownerships_owned_until_check" CHECK ("owned_until" >= "owned_since");
ALTER TABLE "public"."events" ADD CONSTRAINT "events_date_end_check" CHECK ("date_end" >= "date_start");
ALTER TABLE "public"."events" ADD CONSTRAINT "events_capacity_check" CHECK ("capacity" > 0);
ALTER TABLE "public"."files" ADD CONSTRAINT "files_size_bytes_check" CHECK ("size_bytes" >= 0);
ALTER TABLE "public"."files" ADD CONSTRAINT "files_sha256_check" CHECK ("sha256" ~ '^[0-9a-f]{64}$');
ALTER TABLE "public"."redirects" ADD CONSTRAINT "redirects_status_code_check" CHECK ("status_code" IN (301, 302));
ALTER TABLE "public"."redirects" ADD CONSTRAINT "redirects_from_path_check" CHECK ("from_path" LIKE '/%' AND "from_path" <> "to_path");

-- Member search ("Kosice" finds "Košice"): profiles.search_text is lower(unaccent()) of what a member
-- can be found by: names, username, e-mail, city, phone digits and, for each current car, VIN,
-- licence plate with and without spaces, car name and model. Deleted (anonymised) members have none.
-- The search_path is pinned because unaccent() finds its dictionary through it; "extensions" is
-- where a hosted Supabase database keeps extensions.
CREATE FUNCTION "public"."profile_search_text"(p "public"."profiles") RETURNS TEXT
LANGUAGE sql STABLE
SET search_path = "public", "extensions"
AS $$
  SELECT CASE WHEN p.deleted_at IS NOT NULL THEN '' ELSE lower(unaccent(concat_ws(' ',
    p.first_name, p.last_name, p.username, p.email, p.address_city,
    nullif(regexp_replace(p.phone_number, '\D', '', 'g'), ''),
    (SELECT string_agg(concat_ws(' ', o.vin, o.license_plate, nullif(replace(o.license_plate, ' ', ''), o.license_plate), o.name, c.model), ' ' ORDER BY o.created_at, o.id)
       FROM car_ownerships o
       JOIN cars c ON c.vin = o.vin
      WHERE o.owner_id = p.id AND o.owned_until IS NULL)
  ))) END
$$;

-- The one place search_text is computed: on every write of a column it depends on. Assigning
-- search_text itself (any value) also recomputes it; the car triggers below use that.
CREATE FUNCTION "public"."profiles_search_text_trigger"() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := "public"."profile_search_text"(NEW);
  RETURN NEW;
END
$$;

CREATE TRIGGER "profiles_search_text"
BEFORE INSERT OR UPDATE OF "first_name", "last_name", "username", "email", "address_city", "phone_number", "deleted_at", "search_text"
ON "public"."profiles" FOR EACH ROW EXECUTE FUNCTION "public"."profiles_search_text_trigger"();

-- An ownership added, changed, ended or removed: refresh its owner (both owners when it moves).
CREATE FUNCTION "public"."car_ownerships_search_text_trigger"() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "public"."profiles" SET "search_text" = '' WHERE "id" = OLD.owner_id;
  END IF;
  IF TG_OP = 'INSERT' THEN
    UPDATE "public"."profiles" SET "search_text" = '' WHERE "id" = NEW.owner_id;
  ELSIF TG_OP = 'UPDATE' AND NEW.owner_id IS DISTINCT FROM OLD.owner_id THEN
    UPDATE "public"."profiles" SET "search_text" = '' WHERE "id" = NEW.owner_id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "car_ownerships_search_text"
AFTER INSERT OR UPDATE OR DELETE
ON "public"."car_ownerships" FOR EACH ROW EXECUTE FUNCTION "public"."car_ownerships_search_text_trigger"();

-- A car's model changed: refresh its current owner. (A new VIN cascades to car_ownerships, a deleted
-- car deletes its ownerships; their trigger covers both.)
CREATE FUNCTION "public"."cars_search_text_trigger"() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "public"."profiles" SET "search_text" = ''
   WHERE "id" IN (SELECT "owner_id" FROM "public"."car_ownerships" WHERE "vin" = NEW.vin AND "owned_until" IS NULL);
  RETURN NULL;
END
$$;

CREATE TRIGGER "cars_search_text"
AFTER UPDATE OF "model"
ON "public"."cars" FOR EACH ROW EXECUTE FUNCTION "public"."cars_search_text_trigger"();
