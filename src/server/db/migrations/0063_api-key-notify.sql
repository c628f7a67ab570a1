-- A change of an API key (revoked, renamed, used) is announced like every change of its account's
-- user (0055's notify_user_changed): each instance drops what it keeps of the account's keys, so a
-- revoked key is refused within the second everywhere (features/api-keys/authenticate-api-key.ts).
CREATE TRIGGER api_keys_user_changed AFTER UPDATE OR DELETE ON api_keys FOR EACH ROW EXECUTE FUNCTION notify_user_changed('account_id');
