import type { Locale } from '../auth/roles.ts';
import type { LocalizedText } from '../messages/catalogue.ts';

/**
 * Server answers of the account area (registration, activation, reset, profile, pictures, identity), in
 * both product languages. Swedish is the spec's wording where the spec gives one.
 */
export const ACCOUNT_MESSAGES = {
  required: { sv: 'Fältet är obligatoriskt.', fi: 'Kenttä on pakollinen.' },
  invalidEmail: { sv: 'Ogiltig e-postadress.', fi: 'Virheellinen sähköpostiosoite.' },
  emailTaken: {
    sv: 'Det finns redan ett konto med den här e-postadressen.',
    fi: 'Tällä sähköpostiosoitteella on jo tili.',
  },
  emailMismatch: { sv: 'E-postadresserna stämmer inte överens.', fi: 'Sähköpostiosoitteet eivät täsmää.' },
  invalidPhone: { sv: 'Ogiltigt telefonnummer.', fi: 'Virheellinen puhelinnumero.' },
  invalidStatus: { sv: 'Välj Lärare, Studerande eller Annan.', fi: 'Valitse Opettaja, Opiskelija tai Muu.' },
  otherTxtRequired: { sv: 'Beskriv vad du gör.', fi: 'Kerro mitä teet.' },
  regionsRequired: { sv: 'Välj minst en kommun.', fi: 'Valitse vähintään yksi kunta.' },
  unknownMunicipality: { sv: 'Okänd kommun.', fi: 'Tuntematon kunta.' },
  invalidQualification: { sv: 'Okänd behörighet.', fi: 'Tuntematon pätevyys.' },
  invalidSiteLang: { sv: 'Välj svenska eller finska.', fi: 'Valitse ruotsi tai suomi.' },
  invalidStudyYear: { sv: 'Välj ett studieår i listan.', fi: 'Valitse opiskeluvuosi luettelosta.' },
  languageRequired: { sv: 'Välj ditt modersmål.', fi: 'Valitse äidinkielesi.' },
  codeRequired: { sv: 'Ange skolkoden.', fi: 'Anna koulun koodi.' },
  codeNotFound: {
    sv: 'Koden hittades inte eller har redan använts.',
    fi: 'Koodia ei löytynyt tai se on jo käytetty.',
  },
  schoolRequired: { sv: 'Ange skolans namn.', fi: 'Anna koulun nimi.' },
  codeFirst: {
    sv: 'Ange skolkoden först: den visar vilken skola du registrerar dig till.',
    fi: 'Anna ensin koulun koodi: se kertoo, mihin kouluun rekisteröidyt.',
  },
  codeOtherSchool: {
    sv: 'Skolkoden du angav hör till en annan skola. Ange koden på nytt.',
    fi: 'Antamasi koodi kuuluu toiseen kouluun. Anna koodi uudelleen.',
  },
  municipalityRequired: { sv: 'Välj kommunen där skolan finns.', fi: 'Valitse kunta, jossa koulu sijaitsee.' },
  registered: {
    sv: 'Tack! Kontrollera din e-post för att aktivera kontot.',
    fi: 'Kiitos! Tarkista sähköpostisi aktivoidaksesi tilin.',
  },
  principalRegistered: {
    sv: 'Tack! Kontrollera din e-post. Kontot kan användas när en administratör har godkänt det.',
    fi: 'Kiitos! Tarkista sähköpostisi. Tiliä voi käyttää, kun ylläpitäjä on hyväksynyt sen.',
  },
  confirmed: {
    sv: 'Ditt konto är aktiverat. Du kan nu logga in.',
    fi: 'Tilisi on aktivoitu. Voit nyt kirjautua sisään.',
  },
  confirmLinkInvalid: {
    sv: 'Aktiveringslänken är ogiltig eller har redan använts. Beställ en ny aktiveringslänk.',
    fi: 'Aktivointilinkki on virheellinen tai jo käytetty. Tilaa uusi aktivointilinkki.',
  },
  confirmLocked: {
    sv: 'Kontot är låst eftersom det inte aktiverades inom 24 timmar. Kontakta supporten.',
    fi: 'Tili on lukittu, koska sitä ei aktivoitu 24 tunnin kuluessa. Ota yhteyttä tukeen.',
  },
  activationSent: {
    sv: 'Om adressen hör till ett konto som väntar på aktivering har vi skickat en ny aktiveringslänk.',
    fi: 'Jos osoite kuuluu aktivointia odottavaan tiliin, lähetimme uuden aktivointilinkin.',
  },
  resetSent: {
    sv: 'Om adressen hör till ett konto har vi skickat en länk för att återställa lösenordet.',
    fi: 'Jos osoite kuuluu tiliin, lähetimme linkin salasanan palauttamiseksi.',
  },
  resetLinkInvalid: {
    sv: 'Länken är ogiltig, har gått ut eller har redan använts. Beställ en ny.',
    fi: 'Linkki on virheellinen, vanhentunut tai jo käytetty. Tilaa uusi.',
  },
  passwordChanged: { sv: 'Lösenordet har ändrats.', fi: 'Salasana on vaihdettu.' },
  oldPasswordWrong: { sv: 'Det nuvarande lösenordet är fel.', fi: 'Nykyinen salasana on väärä.' },
  policeRecordPast: {
    sv: 'Utgångsdatumet kan inte vara tidigare än i dag.',
    fi: 'Viimeinen voimassaolopäivä ei voi olla ennen tätä päivää.',
  },
  policeRecordTooFar: {
    sv: 'Ett utdrag ur straffregistret gäller sex månader, så utgångsdatumet kan vara högst sex månader fram i tiden.',
    fi: 'Rikosrekisteriote on voimassa kuusi kuukautta, joten viimeinen voimassaolopäivä voi olla enintään kuuden kuukauden päässä.',
  },
  notAnImage: { sv: 'Filen är ingen bild.', fi: 'Tiedosto ei ole kuva.' },
  imageTooLarge: { sv: 'Bilden är för stor (max 5 MB).', fi: 'Kuva on liian suuri (max 5 Mt).' },
  documentMissing: { sv: 'Välj en fil.', fi: 'Valitse tiedosto.' },
  documentTooLarge: { sv: 'Filen är för stor (max 10 MB).', fi: 'Tiedosto on liian suuri (max 10 Mt).' },
  documentType: {
    sv: 'Filtypen stöds inte. Välj en PDF, en bild eller ett textdokument.',
    fi: 'Tiedostotyyppiä ei tueta. Valitse PDF, kuva tai tekstiasiakirja.',
  },
  documentLimit: { sv: 'Du kan ha högst 10 dokument. Ta bort ett först.', fi: 'Sinulla voi olla enintään 10 asiakirjaa. Poista ensin jokin.' },
  roleNotHeld: {
    sv: 'Du har ingen sådan kontotyp.',
    fi: 'Sinulla ei ole tällaista tilityyppiä.',
  },
  accountDeleted: { sv: 'Kontot har raderats.', fi: 'Tili on poistettu.' },
  identityVerified: { sv: 'Din identitet är verifierad.', fi: 'Henkilöllisyytesi on vahvistettu.' },
  identityFailed: {
    sv: 'Identifieringen avbröts eller misslyckades.',
    fi: 'Tunnistautuminen keskeytyi tai epäonnistui.',
  },
  identityOtherBrowser: {
    sv: 'Identifieringen avslutades i en annan webbläsare än den där den startades, så den godkändes inte. Starta verifieringen från din egen profil och slutför den i samma webbläsare.',
    fi: 'Tunnistautuminen päättyi eri selaimessa kuin se aloitettiin, joten sitä ei hyväksytty. Aloita vahvistus omasta profiilistasi ja vie se loppuun samassa selaimessa.',
  },
  identityUnavailable: {
    sv: 'Identifiering är inte tillgänglig just nu.',
    fi: 'Tunnistautuminen ei ole juuri nyt käytettävissä.',
  },
} as const satisfies Record<string, LocalizedText>;

export type AccountMessageKey = keyof typeof ACCOUNT_MESSAGES;

export const accountMsg = (key: AccountMessageKey, locale: Locale): string => ACCOUNT_MESSAGES[key][locale];

/** The 'sv|fi' form zod messages use (the server answers the caller's half). */
export const bilingual = (text: LocalizedText): string => `${text.sv}|${text.fi}`;

/**
 * The answer to an activation resend for an account that is already active (spec 01 §7, §8): the spec's fixed text,
 * which the client shows as its own toast in the person's language.
 */
export const ALREADY_CONFIRMED = 'Already confirmed';
