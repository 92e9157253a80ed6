import { z } from 'zod';
import { text } from '../validation/safe-text.ts';

/** POST /api/shared/login. The e-mail is compared lower-cased (spec 01 §5). */
export const loginSchema = z.object({
  email: text().trim().toLowerCase().min(1, 'Ange din e-postadress|Anna sähköpostiosoitteesi').pipe(z.email('Ogiltig e-postadress|Virheellinen sähköpostiosoite')),
  password: text().min(1, 'Ange ditt lösenord|Anna salasanasi').max(1024),
});
export type LoginPayload = z.infer<typeof loginSchema>;

export const lastLoginSchema = z.object({ email: text().trim().toLowerCase() });

export const LOGIN_MESSAGES = {
  invalidCredentials: {
    sv: 'Fel e-postadress eller lösenord.',
    fi: 'Väärä sähköpostiosoite tai salasana.',
  },
  unconfirmed: {
    sv: 'Ditt konto är inte aktiverat ännu. Kontrollera din e-post för aktiveringslänken.',
    fi: 'Tiliäsi ei ole vielä aktivoitu. Tarkista sähköpostistasi aktivointilinkki.',
  },
  locked: {
    sv: 'Ditt konto är låst eftersom det inte aktiverades inom 24 timmar. Kontakta supporten för att låsa upp det.',
    fi: 'Tilisi on lukittu, koska sitä ei aktivoitu 24 tunnin kuluessa. Ota yhteyttä tukeen avataksesi sen.',
  },
  notApproved: {
    sv: 'Ditt konto väntar på godkännande av en administratör.',
    fi: 'Tilisi odottaa ylläpitäjän hyväksyntää.',
  },
  throttled: {
    sv: 'För många inloggningsförsök. Vänta en stund och försök igen.',
    fi: 'Liian monta kirjautumisyritystä. Odota hetki ja yritä uudelleen.',
  },
} as const;
