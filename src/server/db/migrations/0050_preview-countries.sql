-- An import's countries are counted with its lines since this migration (count-rows.ts), from its
-- preview on, so that a confirmation need not read its rows again; previews made before it get them.
UPDATE "sales_imports" i SET "countries" = coalesce(
  (SELECT array_agg(DISTINCT r.country ORDER BY r.country) FROM "sales_import_rows" r
    WHERE r.import_id = i.id AND r.state IN ('matched','unmatched') AND r.country IS NOT NULL), '{}')
 WHERE i.status = 'preview';
