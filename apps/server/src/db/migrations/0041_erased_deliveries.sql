-- An erased account's notification deliveries are deleted by its erasure hook (`forgetDeliveries`). Before it, the
-- account's ON DELETE SET NULL (0005) kept them with the address and the mail: every delivery is recorded for an
-- account, so one with none is left over from an erasure and goes now, pending ones too (never to be sent).
DELETE FROM notification_deliveries WHERE account_id IS NULL;
