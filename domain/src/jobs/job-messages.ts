import type { Locale } from '../auth/roles.ts';
import type { LocalizedText } from '../messages/catalogue.ts';

/** Server answers of the jobs area (spec 02 §8), in both languages; Swedish is the spec's wording. */
export const JOB_MESSAGES = {
  chosenElsewhere: { sv: 'Hoppsan! Vikarien valdes redan till ett annat vikariat.', fi: 'Hups! Sijainen valittiin jo toiseen sijaisuuteen.' },
  policeRecordRequired: { sv: 'Denna information krävs för att ta emot vikariat', fi: 'Tämä tieto vaaditaan sijaisuuden vastaanottamiseksi' },
  /** to the school choosing: the substitute's record is missing or expired (the form's own wording is the substitute's) */
  chooseNeedsPoliceRecord: {
    sv: 'Vikarien kan inte väljas: hen har inget giltigt utdrag ur straffregistret i sin profil. Hen kan väljas när hen har förnyat det.',
    fi: 'Sijaista ei voi valita: hänen profiilissaan ei ole voimassa olevaa rikosrekisteriotetta. Hänet voi valita, kun hän on uusinut sen.',
  },
  alreadyChosenOther: { sv: 'Redan valt någon annan', fi: 'Joku muu on jo valittu' },
  alreadyTaken: {
    sv: 'Någon annan hann före: vikariatet är redan tillsatt.',
    fi: 'Joku muu ehti ensin: sijaisuus on jo täytetty.',
  },
  notInstant: {
    sv: 'Detta vikariat tillsätts inte direkt: anmäl dig i stället.',
    fi: 'Tätä sijaisuutta ei täytetä suoraan: ilmoittaudu sen sijaan.',
  },
  cancelledBefore: {
    sv: 'Du avbokade detta vikariat och kan inte ta det igen här. Kontakta skolan om du ändå kan komma.',
    fi: 'Peruit tämän sijaisuuden etkä voi ottaa sitä uudelleen täällä. Ota yhteyttä kouluun, jos pääset kuitenkin.',
  },
  notAnApplicant: { sv: 'Personen har inte anmält sig till detta vikariat.', fi: 'Henkilö ei ole ilmoittautunut tähän sijaisuuteen.' },
  jobNotFound: { sv: 'Vikariatet hittades inte.', fi: 'Sijaisuutta ei löytynyt.' },
  /** an admin's notice (a job of the Admin school, but not a substitute job to its reader) */
  noticeNotFound: { sv: 'Meddelandet hittades inte.', fi: 'Tiedotetta ei löytynyt.' },
  jobClosed: { sv: 'Vikariatet är inte längre öppet.', fi: 'Sijaisuus ei ole enää avoin.' },
  notBooked: { sv: 'Ingen är bokad för vikariatet.', fi: 'Sijaisuuteen ei ole varattu ketään.' },
  notBookedPerson: { sv: 'Personen är inte bokad för vikariatet.', fi: 'Henkilöä ei ole varattu sijaisuuteen.' },
  jobStarted: { sv: 'Vikariatet har redan börjat och kan inte längre avbokas.', fi: 'Sijaisuus on jo alkanut, eikä sitä voi enää perua.' },
  notInRegion: {
    sv: 'Du har inte valt några regioner ännu. Välj regioner i din profil för att se lediga vikariat.',
    fi: 'Et ole vielä valinnut alueita. Valitse alueet profiilissasi nähdäksesi avoimet sijaisuudet.',
  },
  cantApply: {
    sv: 'Du kan inte anmäla dig till detta vikariat: du är redan vald till ett vikariat som krockar med det. Det måste vara minst 2 timmar mellan vikariaten.',
    fi: 'Et voi ilmoittautua tähän sijaisuuteen: sinut on jo valittu sijaisuuteen, joka on päällekkäin sen kanssa. Sijaisuuksien välissä on oltava vähintään 2 tuntia.',
  },
  needConfirmApply: {
    sv: 'Detta vikariat krockar delvis med ett vikariat du redan är vald till (minst 2 timmar måste finnas mellan vikariaten). Hinner du ändå?',
    fi: 'Tämä sijaisuus on osittain päällekkäin sijaisuuden kanssa, johon sinut on jo valittu (sijaisuuksien välissä on oltava vähintään 2 tuntia). Ehditkö silti?',
  },
  schoolNotYours: { sv: 'Du kan inte publicera vikariat för denna skola.', fi: 'Et voi julkaista sijaisuuksia tälle koululle.' },
  schoolRequired: { sv: 'Välj skola.', fi: 'Valitse koulu.' },
  updateNoticeDisabled: { sv: 'Meddelanden av typen Update kan inte publiceras.', fi: 'Update-tyyppisiä ilmoituksia ei voi julkaista.' },
  regardingNotInSchool: { sv: 'Läraren hör inte till skolan.', fi: 'Opettaja ei kuulu kouluun.' },
  reasonPrincipalOnly: { sv: 'Endast rektorn kan ange orsak.', fi: 'Vain rehtori voi antaa syyn.' },
  pauseHasApplicants: {
    sv: 'Vikariatet har anmälningar och kan inte pausas. Välj en vikarie eller ta bort vikariatet.',
    fi: 'Sijaisuuteen on ilmoittautumisia, eikä sitä voi keskeyttää. Valitse sijainen tai poista sijaisuus.',
  },
  pauseHasChosen: { sv: 'En vikarie är redan vald: vikariatet kan inte pausas.', fi: 'Sijainen on jo valittu: sijaisuutta ei voi keskeyttää.' },
  noDefaults: { sv: 'Spara standardtexten för akuta vikariat först.', fi: 'Tallenna ensin kiireellisten sijaisuuksien vakioteksti.' },
} as const satisfies Record<string, LocalizedText>;

export type JobMessageKey = keyof typeof JOB_MESSAGES;
export const jobMsg = (key: JobMessageKey, locale: Locale): string => JOB_MESSAGES[key][locale];
