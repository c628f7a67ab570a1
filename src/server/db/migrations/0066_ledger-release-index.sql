-- The ledger's entries by release: confirming an import recomputes the totals of the releases it touches
-- from their entries, and without this index each confirmation scanned the whole ledger (74 ms on 100,000
-- entries for a 40-line report; it grows with every statement booked).
CREATE INDEX "earnings_ledger_release_idx" ON "earnings_ledger" USING btree ("release_id");