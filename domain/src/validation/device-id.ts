import { text } from './safe-text.ts';

/**
 * A device's id as it enters with every pull, push and websocket (the sync log's `device`): a bounded plain token
 * (the app sends a UUID), so nothing odd reaches the log's batched INSERT.
 */
export const deviceIdSchema = text().regex(/^[A-Za-z0-9._:@-]{1,100}$/, 'Ogiltigt enhets-id|Virheellinen laitetunnus');

export const isDeviceId = (value: unknown): value is string => deviceIdSchema.safeParse(value).success;
