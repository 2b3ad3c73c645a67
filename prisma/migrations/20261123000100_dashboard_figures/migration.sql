-- The staff home's member figures (GET /api/admin/dashboard/members: totals, registrations waiting,
-- sign-ups per month) read this index only: on 100 000 members a scan of profiles (about 60 MB, its
-- search columns are wide) took 30–80 ms per figure, the index-only scans 3–10 ms. Partial and with
-- INCLUDE, which schema.prisma cannot express: tests/api/migration-drift.e2e-spec.ts documents it.
CREATE INDEX "profiles_members_created_idx" ON "public"."profiles"("created_at") INCLUDE ("is_verified", "rejected_at") WHERE "deleted_at" IS NULL;

-- Members by car model (the same figure): one row per member and model of the cars they own now,
-- with how many. Counting these rows per model replaces a join of car_ownerships and cars with a
-- DISTINCT over all of them (~100 ms of CPU at 100 000 members; this: a few ms). Kept by triggers,
-- so every writer (API, seed, bulk loader, SQL by hand) keeps it right:
--   car_ownerships: an ownership that is current (owned_until IS NULL) counts for its owner and
--   its car's model; inserting, ending, moving or deleting it moves the count.
--   cars: changing a car's model moves its current owner's count to the new model; deleting a
--   car takes its count away first (its ownerships then go by cascade, and find no car).
CREATE TABLE "public"."member_car_models" (
    "owner_id" UUID NOT NULL,
    "model" "public"."car_model" NOT NULL,
    "cars" INTEGER NOT NULL,
    CONSTRAINT "member_car_models_pkey" PRIMARY KEY ("owner_id", "model")
);
CREATE INDEX "member_car_models_model_idx" ON "public"."member_car_models"("model");

CREATE FUNCTION "public"."member_car_models_adjust"(owner UUID, car_model "public"."car_model", delta INTEGER) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF car_model IS NULL THEN
    RETURN;
  END IF;
  IF delta > 0 THEN
    INSERT INTO "public"."member_car_models" (owner_id, model, cars) VALUES (owner, car_model, delta)
      ON CONFLICT (owner_id, model) DO UPDATE SET cars = "member_car_models".cars + delta;
  ELSE
    UPDATE "public"."member_car_models" SET cars = cars + delta WHERE owner_id = owner AND model = car_model;
    DELETE FROM "public"."member_car_models" WHERE owner_id = owner AND model = car_model AND cars <= 0;
  END IF;
END $$;

CREATE FUNCTION "public"."car_ownerships_member_car_models_trigger"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.owned_until IS NULL THEN
    PERFORM "public"."member_car_models_adjust"(OLD.owner_id, (SELECT model FROM "public"."cars" WHERE vin = OLD.vin), -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.owned_until IS NULL THEN
    PERFORM "public"."member_car_models_adjust"(NEW.owner_id, (SELECT model FROM "public"."cars" WHERE vin = NEW.vin), 1);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "car_ownerships_member_car_models" AFTER INSERT OR DELETE OR UPDATE OF owner_id, vin, owned_until ON "public"."car_ownerships"
  FOR EACH ROW EXECUTE FUNCTION "public"."car_ownerships_member_car_models_trigger"();

CREATE FUNCTION "public"."cars_member_car_models_trigger"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  owner UUID;
BEGIN
  SELECT owner_id INTO owner FROM "public"."car_ownerships" WHERE vin = OLD.vin AND owned_until IS NULL;
  -- OLD lets a BEFORE DELETE go ahead (NULL would cancel it); an AFTER trigger's result is ignored.
  IF owner IS NULL OR (TG_OP = 'UPDATE' AND NEW.model = OLD.model) THEN
    RETURN OLD;
  END IF;
  PERFORM "public"."member_car_models_adjust"(owner, OLD.model, -1);
  IF TG_OP = 'UPDATE' THEN
    PERFORM "public"."member_car_models_adjust"(owner, NEW.model, 1);
  END IF;
  RETURN OLD;
END $$;

-- BEFORE DELETE: the car's ownerships are deleted by cascade after it, when the car is gone.
CREATE TRIGGER "cars_member_car_models_delete" BEFORE DELETE ON "public"."cars"
  FOR EACH ROW EXECUTE FUNCTION "public"."cars_member_car_models_trigger"();
CREATE TRIGGER "cars_member_car_models_update" AFTER UPDATE OF model ON "public"."cars"
  FOR EACH ROW EXECUTE FUNCTION "public"."cars_member_car_models_trigger"();

INSERT INTO "public"."member_car_models" (owner_id, model, cars)
SELECT o.owner_id, c.model, count(*)::int
  FROM "public"."car_ownerships" o JOIN "public"."cars" c ON c.vin = o.vin
 WHERE o.owned_until IS NULL
 GROUP BY o.owner_id, c.model;
