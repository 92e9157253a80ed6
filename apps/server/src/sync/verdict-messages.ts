import type { Locale, OutboxVerdict } from '@vikariat/domain';

/** Server texts of outbox verdicts the engine itself gives, in both product languages. */
export const VERDICT_MESSAGES = {
  'outbox.forbidden': {
    sv: 'Du har inte behörighet att göra detta.',
    fi: 'Sinulla ei ole oikeutta tehdä tätä.',
  },
  'outbox.jobClosed': {
    sv: 'Vikariatet är inte längre öppet.',
    fi: 'Sijaisuus ei ole enää avoinna.',
  },
  // one text for "no such job" and "not yours to see", which answer alike: it fits a job filled while the action waited
  'outbox.jobNotFound': {
    sv: 'Vikariatet hittades inte eller är inte längre öppet.',
    fi: 'Sijaisuutta ei löytynyt, tai se ei ole enää avoinna.',
  },
  'outbox.notApplied': {
    sv: 'Du har inte anmält dig till detta vikariat.',
    fi: 'Et ole ilmoittautunut tähän sijaisuuteen.',
  },
  'outbox.unknownSchool': {
    sv: 'Skolan finns inte.',
    fi: 'Koulua ei löydy.',
  },
  'outbox.invalid': {
    sv: 'Åtgärden kunde inte tolkas.',
    fi: 'Toimintoa ei voitu tulkita.',
  },
  'outbox.notBooked': {
    sv: 'Du är inte längre bokad för detta vikariat, så det finns inget att avboka.',
    fi: 'Et ole enää varattuna tähän sijaisuuteen, joten peruttavaa ei ole.',
  },
  'outbox.jobStarted': {
    sv: 'Vikariatet har redan börjat och kan inte avbokas i appen. Ring skolan.',
    fi: 'Sijaisuus on jo alkanut, eikä sitä voi perua sovelluksessa. Soita koululle.',
  },
  'outbox.withdrawBooked': {
    sv: 'Du är vald till detta vikariat, så anmälan kan inte tas tillbaka. Kan du inte komma, avboka vikariatet: skolan får genast veta det.',
    fi: 'Sinut on valittu tähän sijaisuuteen, joten ilmoittautumista ei voi perua. Jos et pääse, peru sijaisuus: koulu saa heti tiedon.',
  },
  'outbox.hoursNotBooked': {
    sv: 'Du är inte vald till detta vikariat, så du kan inte ange timmar för det.',
    fi: 'Sinua ei ole valittu tähän sijaisuuteen, joten et voi ilmoittaa sen tunteja.',
  },
  'outbox.hoursDay': {
    sv: 'Timmar kan anges bara för vikariatets dagar, när dagen är slut.',
    fi: 'Tunnit voi ilmoittaa vain sijaisuuden päiville, kun päivä on päättynyt.',
  },
  'outbox.hoursShift': {
    sv: 'Sluttiden måste vara efter starttiden: vikariatet fortsätter inte över midnatt.',
    fi: 'Päättymisajan on oltava alkamisajan jälkeen: sijaisuus ei jatku yli puolenyön.',
  },
  'outbox.hoursLocked': {
    sv: 'Skolan har redan behandlat timmarna för dagen. Kontakta skolan om något ska ändras.',
    fi: 'Koulu on jo käsitellyt päivän tunnit. Ota yhteyttä kouluun, jos jotain pitää muuttaa.',
  },
  'outbox.dayPast': {
    sv: 'Dagen har redan gått, så din tillgänglighet för den sparades inte.',
    fi: 'Päivä on jo mennyt, joten saatavuuttasi sille ei tallennettu.',
  },
  'outbox.dayTooFar': {
    sv: 'Du kan ange tillgänglighet högst ett år framåt.',
    fi: 'Saatavuuden voi merkitä enintään vuoden päähän.',
  },
  'outbox.wrongUser': {
    sv: 'Åtgärden gjordes av en annan användare.',
    fi: 'Toiminnon teki toinen käyttäjä.',
  },
} as const satisfies Record<string, { sv: string; fi: string }>;

export type VerdictMessageKey = keyof typeof VERDICT_MESSAGES;

export function rejection(code: string, key: VerdictMessageKey, locale: Locale, data?: Record<string, unknown>): OutboxVerdict {
  return data === undefined
    ? { status: 'rejected', code, message: VERDICT_MESSAGES[key][locale] }
    : { status: 'rejected', code, message: VERDICT_MESSAGES[key][locale], data };
}
