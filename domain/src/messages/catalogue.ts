import type { Locale } from '../auth/roles.ts';

/** A server-side text in both product languages. */
export interface LocalizedText {
  readonly sv: string;
  readonly fi: string;
}

/**
 * Server-side texts of the rules in this package, answered in the caller's language (spec 01 §1:
 * siteLang 1 = fi, 2 = sv; before sign-in the `_lang` cookie, default sv). Swedish is the spec's
 * wording where the spec gives one; Finnish is the translation.
 */
export const MESSAGES = {
  'birthDate.invalid': {
    sv: 'Ogiltigt födelsedatum. Vänligen kontrollera formatet ÅÅÅÅMMDD (ex. 19740514)',
    fi: 'Virheellinen syntymäaika. Tarkista muoto VVVVKKPP (esim. 19740514)',
  },
  'birthDate.underage': {
    sv: 'Du måste vara minst 18 år gammal. Kontrollera ditt födelsedatum och försök igen.',
    fi: 'Sinun on oltava vähintään 18-vuotias. Tarkista syntymäaikasi ja yritä uudelleen.',
  },
  'birthDate.other': {
    sv: 'Något gick fel, vänligen kontrollera och försök igen.',
    fi: 'Jokin meni vikaan, tarkista tiedot ja yritä uudelleen.',
  },
  'password.tooShort': {
    sv: 'Lösenordet måste innehålla minst 10 tecken.',
    fi: 'Salasanassa on oltava vähintään 10 merkkiä.',
  },
  'password.tooCommon': {
    sv: 'Lösenordet är för vanligt och lätt att gissa. Välj ett annat lösenord.',
    fi: 'Salasana on liian yleinen ja helppo arvata. Valitse toinen salasana.',
  },
  'password.mismatch': {
    sv: 'Lösenorden stämmer inte överens.',
    fi: 'Salasanat eivät täsmää.',
  },
  'terms.notAccepted': {
    sv: 'Var god, godkänn användarvillkoren',
    fi: 'Ole hyvä, hyväksy ehdot',
  },
  'forgot.emailMismatch': {
    sv: 'E-posten stämmer inte överens med den du använder till ditt konto!',
    fi: 'Sähköpostiosoite ei vastaa tilisi sähköpostiosoitetta!',
  },
  'apply.cantApply': {
    sv: 'Du kan inte anmäla dig till detta vikariat: du är redan vald till ett vikariat som krockar med det. Det måste vara minst 2 timmar mellan vikariaten.',
    fi: 'Et voi ilmoittautua tähän sijaisuuteen: sinut on jo valittu sijaisuuteen, joka on päällekkäin sen kanssa. Sijaisuuksien välissä on oltava vähintään 2 tuntia.',
  },
  'apply.needConfirmApply': {
    sv: 'Detta vikariat krockar delvis med ett vikariat du redan är vald till (minst 2 timmar måste finnas mellan vikariaten). Hinner du ändå?',
    fi: 'Tämä sijaisuus on osittain päällekkäin sijaisuuden kanssa, johon sinut on jo valittu (sijaisuuksien välissä on oltava vähintään 2 tuntia). Ehditkö silti?',
  },
  'choose.alreadyChosenElsewhere': {
    sv: 'Hoppsan! Vikarien valdes redan till ett annat vikariat.',
    fi: 'Hups! Sijainen valittiin jo toiseen sijaisuuteen.',
  },
  'choose.conflictsWithin2h': {
    sv: 'Vikarien är redan vald till ett vikariat som ligger mindre än 2 timmar från detta.',
    fi: 'Sijainen on jo valittu sijaisuuteen, joka on alle 2 tunnin päässä tästä.',
  },
  'job.attachmentTooLarge': {
    sv: '*Filen är för stor(max 1mb)',
    fi: '*Tiedosto on liian suuri (max 1 Mt)',
  },
  'job.endTimeNotAfterStart': {
    sv: 'Sluttiden måste vara senare än starttiden.',
    fi: 'Päättymisajan on oltava alkamisajan jälkeen.',
  },
  'job.typeRequired': {
    sv: 'Välj typ av vikariat.',
    fi: 'Valitse sijaisuuden tyyppi.',
  },
} as const satisfies Record<string, LocalizedText>;

export type MessageKey = keyof typeof MESSAGES;

/** The text of a message in the given language. */
export const msg = (key: MessageKey, locale: Locale): string => MESSAGES[key][locale];

/** Both language versions of a message (for mails or payloads that carry both). */
export const messagePair = (key: MessageKey): LocalizedText => MESSAGES[key];
