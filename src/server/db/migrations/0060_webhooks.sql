-- Webhooks (schema-webhooks.ts): written by the webhooks capability.
SELECT 1;
