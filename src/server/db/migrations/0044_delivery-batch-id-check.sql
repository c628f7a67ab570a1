-- A batch id is its creation time, YYYYMMDDhhmmssnnn: the next batch of an endpoint is numbered after
-- its last one, so one malformed id would stop every later delivery to that store.
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_batch_id_check" CHECK ("deliveries"."batch_id" ~ '^[0-9]{17}$');
