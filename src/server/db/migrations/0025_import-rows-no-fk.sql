ALTER TABLE "sales_import_rows" DROP CONSTRAINT "sales_import_rows_import_id_sales_imports_id_fk";
