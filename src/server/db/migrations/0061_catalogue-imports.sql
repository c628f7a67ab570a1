-- Catalogue migration (schema-catalogue-imports.ts): written by the catalogue import capability.
SELECT 1;
