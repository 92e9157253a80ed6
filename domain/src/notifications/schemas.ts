import { z } from 'zod';
import { text } from '../validation/safe-text.ts';

/** A browser PushSubscription as JSON (PushSubscription.toJSON()). */
export const pushSubscriptionSchema = z.object({
  // z.url alone takes a NUL or a lone surrogate (URL parsing escapes them) and answers the string as it came
  endpoint: text()
    .max(2000, 'Ogiltig adress|Virheellinen osoite')
    .pipe(z.url('Ogiltig adress|Virheellinen osoite'))
    .refine((u) => u.startsWith('https://') || u.startsWith('http://'), 'Ogiltig adress|Virheellinen osoite'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: text().regex(/^[A-Za-z0-9_-]{80,100}=*$/, 'Ogiltig nyckel|Virheellinen avain'),
    auth: text().regex(/^[A-Za-z0-9_-]{16,24}=*$/, 'Ogiltig nyckel|Virheellinen avain'),
  }),
});
export type PushSubscriptionPayload = z.infer<typeof pushSubscriptionSchema>;

export const unsubscribeSchema = z.object({ endpoint: text().min(1, 'Adress saknas|Osoite puuttuu') });
