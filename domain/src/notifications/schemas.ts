import { z } from 'zod';

/** A browser PushSubscription as JSON (PushSubscription.toJSON()). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url('Ogiltig adress|Virheellinen osoite').refine((u) => u.startsWith('https://') || u.startsWith('http://'), 'Ogiltig adress|Virheellinen osoite'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}=*$/, 'Ogiltig nyckel|Virheellinen avain'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,24}=*$/, 'Ogiltig nyckel|Virheellinen avain'),
  }),
});
export type PushSubscriptionPayload = z.infer<typeof pushSubscriptionSchema>;

export const unsubscribeSchema = z.object({ endpoint: z.string().min(1, 'Adress saknas|Osoite puuttuu') });
