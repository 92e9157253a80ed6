import { z } from 'zod';
import { municipalityByCode } from '../reference/locations.ts';
import { requiredText, text } from '../validation/safe-text.ts';

/**
 * Staff single sign-on (issue 25, decision 032): an organisation's OpenID Connect provider. The organisation is a
 * municipality (all its schools) or one school. Payloads of the admin screen and the login screen.
 */
const uuid = (message = 'Välj ur listan|Valitse luettelosta') => z.uuid(message);

const DOMAIN = /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** "edu.vasa.fi, vasa.fi" → ['edu.vasa.fi', 'vasa.fi']: the e-mail domains the login screen matches. */
const emailDomains = text()
  .max(2000)
  .transform((value) =>
    [
      ...new Set(
        value
          .split(/[\s,;]+/)
          .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
          .filter((d) => d !== ''),
      ),
    ].sort(),
  )
  .pipe(
    z
      .array(text())
      .min(1, 'Ange minst en e-postdomän|Anna vähintään yksi sähköpostin verkkotunnus')
      .max(20)
      .refine((ds) => ds.every((d) => DOMAIN.test(d)), 'Ogiltig domän (t.ex. skola.fi)|Virheellinen verkkotunnus (esim. koulu.fi)'),
  );

/** https, or plain http only for a provider on this machine (development and tests) */
const ISSUER = /^(https:\/\/[a-z0-9.-]+(:\d{1,5})?|http:\/\/(127\.0\.0\.1|localhost)(:\d{1,5})?)(\/[^\s?#]*)?$/i;
export const ssoIssuer = text().trim().max(500).regex(ISSUER, 'Ange utfärdarens https-adress|Anna myöntäjän https-osoite');

const nameRequired = 'Ange organisationens namn|Anna organisaation nimi';
const name = requiredText(nameRequired).min(2, nameRequired).max(200);
export const ssoClientId = requiredText('Ange klient-id|Anna asiakastunnus').max(500);
export const ssoClientSecret = text().min(1, 'Ange klienthemligheten|Anna asiakassalaisuus').max(2000);
const issuer = ssoIssuer;
const clientId = ssoClientId;
const clientSecret = ssoClientSecret;
const municipality = text()
  .trim()
  .refine((code) => municipalityByCode(code) !== undefined, 'Välj en kommun ur listan|Valitse kunta luettelosta');

const fields = {
  name,
  issuer,
  clientId,
  emailDomains,
  passwordLoginDisabled: z.boolean(),
  /** null: an unknown person gets no account */
  createTeachersSchoolId: uuid().nullable(),
  enabled: z.boolean(),
};

/** POST /api/admin/sso-providers: the organisation is a municipality or a school, exactly one. */
export const ssoProviderCreateSchema = z
  .object({
    ...fields,
    clientSecret,
    passwordLoginDisabled: fields.passwordLoginDisabled.default(false),
    createTeachersSchoolId: fields.createTeachersSchoolId.default(null),
    enabled: fields.enabled.default(true),
    municipality: municipality.nullable().default(null),
    schoolId: uuid().nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if ((value.municipality === null) === (value.schoolId === null)) {
      ctx.addIssue({ code: 'custom', path: ['municipality'], message: 'Välj en kommun eller en skola|Valitse kunta tai koulu' });
    }
  });
export type SsoProviderCreate = z.infer<typeof ssoProviderCreateSchema>;

/** PATCH /api/admin/sso-providers/:id: only the fields sent change; a secret is replaced only when one is sent. */
export const ssoProviderUpdateSchema = z.object({
  name: name.optional(),
  issuer: issuer.optional(),
  clientId: clientId.optional(),
  clientSecret: clientSecret.optional(),
  emailDomains: emailDomains.optional(),
  passwordLoginDisabled: fields.passwordLoginDisabled.optional(),
  createTeachersSchoolId: fields.createTeachersSchoolId.optional(),
  enabled: fields.enabled.optional(),
});
export type SsoProviderUpdate = z.infer<typeof ssoProviderUpdateSchema>;

/** What an admin reads of a provider: never the secret. */
export interface SsoProviderView {
  id: string;
  name: string;
  municipality: string | null;
  schoolId: string | null;
  issuer: string;
  clientId: string;
  emailDomains: string[];
  enabled: boolean;
  passwordLoginDisabled: boolean;
  createTeachersSchoolId: string | null;
  hasSecret: true;
}

/** POST /api/admin/sso-providers/:id/test → what discovery found (or why it failed). */
export interface SsoDiscoveryReport {
  ok: boolean;
  issuer?: string;
  authorizationEndpoint?: string | null;
  tokenEndpoint?: string | null;
  endSessionEndpoint?: string | null;
  pkceS256?: boolean;
  error?: string;
}

const email = text().trim().toLowerCase().max(254).pipe(z.email('Ogiltig e-postadress|Virheellinen sähköpostiosoite'));

/** POST /api/shared/sso/lookup {email}: the organisations whose sign-in the login screen offers for this address. */
export const ssoLookupSchema = z.object({ email });
/** POST /api/shared/sso/start {providerId} → {url} of the provider's sign-in. */
export const ssoStartSchema = z.object({ providerId: uuid('Ogiltigt id|Virheellinen tunniste') });
/** POST /api/shared/sso/finish {ticket} → {token}: the one-time ticket the callback handed the browser. */
export const ssoFinishSchema = z.object({ ticket: text().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Ogiltig inloggning|Virheellinen kirjautuminen') });

/**
 * Whether a provider may vouch for an e-mail: its domain is one of the provider's domains (the login screen's match,
 * exact and case-blind). A provider whose people can set any verified address must not link or create an account
 * at another domain.
 */
export function isProviderDomain(email: string, domains: readonly string[]): boolean {
  const at = email.indexOf('@');
  if (at < 1 || email.indexOf('@', at + 1) !== -1) return false;
  const domain = email.slice(at + 1).toLowerCase();
  return domains.some((d) => d.toLowerCase() === domain);
}

export const SSO_MESSAGES = {
  failed: { sv: 'Inloggningen misslyckades eller avbröts. Försök igen.', fi: 'Kirjautuminen epäonnistui tai keskeytyi. Yritä uudelleen.' },
  emailNotVerified: {
    sv: 'Din organisation har inte bekräftat din e-postadress, så du kan inte loggas in. Kontakta organisationens IT-stöd.',
    fi: 'Organisaatiosi ei ole vahvistanut sähköpostiosoitettasi, joten sinua ei voi kirjata sisään. Ota yhteyttä organisaatiosi IT-tukeen.',
  },
  noAccount: {
    sv: 'Det finns inget Vikariat-konto för dig i denna organisation. Be din rektor lägga till dig.',
    fi: 'Sinulle ei ole Vikariat-tiliä tässä organisaatiossa. Pyydä rehtoriasi lisäämään sinut.',
  },
  foreignDomain: {
    sv: 'Organisationens inloggning gäller bara adresser på dess egna domäner. Kontakta organisationens IT-stöd.',
    fi: 'Organisaation kirjautuminen koskee vain sen omien verkkotunnusten osoitteita. Ota yhteyttä organisaatiosi IT-tukeen.',
  },
  created: {
    sv: 'Ditt lärarkonto har skapats. Du kan logga in när din rektor har aktiverat det.',
    fi: 'Opettajatilisi on luotu. Voit kirjautua, kun rehtorisi on aktivoinut sen.',
  },
  inactive: { sv: 'Ditt konto väntar på att din rektor aktiverar det.', fi: 'Tilisi odottaa, että rehtorisi aktivoi sen.' },
  unavailable: { sv: 'Organisationens inloggning är inte tillgänglig just nu.', fi: 'Organisaation kirjautuminen ei ole nyt käytettävissä.' },
  passwordOff: {
    sv: 'Din organisation loggar in med sin egen inloggning. Använd knappen "Logga in med" din organisation.',
    fi: 'Organisaatiosi kirjautuu omalla kirjautumisellaan. Käytä organisaatiosi "Kirjaudu"-painiketta.',
  },
} as const;
export type SsoMessageKey = keyof typeof SSO_MESSAGES;
