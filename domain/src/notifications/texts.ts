import type { Locale } from '../auth/roles.ts';
import { formatDate, jobDateLabel } from '../format/date.ts';
import { hoursNoticeText, type HoursNoticeFacts } from './hours-texts.ts';

/**
 * What a notification says, in the recipient's language. Push shows title + body; the e-mail uses the same
 * words as subject and text.
 */
export const NOTIFICATION_KINDS = [
  'new_job',
  'sos_job',
  'new_applicant',
  'chosen',
  'unchosen',
  'applications_deactivated',
  'booking_cancelled',
  'booking_cancelled_by_school',
  'hours_reviewed',
  'police_record_expiring',
  'free_tomorrow',
  'test',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationJob {
  schoolName: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
}

export interface NotificationFacts {
  job?: NotificationJob;
  /** the applicant's name (new_applicant) */
  personName?: string;
  /** how many applications were deactivated (applications_deactivated) */
  count?: number;
  /** days left and the expiry date (police_record_expiring) */
  days?: number;
  expirationDate?: string;
  /** why the booking was cancelled (booking_cancelled, booking_cancelled_by_school; none when the job was removed) */
  reason?: string;
  /** cancelled less than 24 h before the start (booking_cancelled) */
  late?: boolean;
  /** the booked substitute erased their account (booking_cancelled, decision 048) */
  accountDeleted?: boolean;
  /** the day asked about, YYYY-MM-DD (free_tomorrow) */
  date?: string;
  /** the school's review of a day's hours (hours_reviewed) */
  hours?: HoursNoticeFacts;
}

export interface NotificationText {
  title: string;
  body: string;
}

const when = (job: NotificationJob | undefined): string => (job === undefined ? '' : `${jobDateLabel(job)} ${job.startTime}–${job.endTime}`);

export function notificationText(kind: NotificationKind, facts: NotificationFacts, locale: Locale): NotificationText {
  const school = facts.job?.schoolName ?? '';
  const sv = locale === 'sv';
  switch (kind) {
    case 'new_job':
      return sv
        ? { title: 'Nytt vikariat', body: `${school} söker en vikarie ${when(facts.job)}.` }
        : { title: 'Uusi sijaisuus', body: `${school} etsii sijaista ${when(facts.job)}.` };
    case 'sos_job':
      return sv
        ? { title: 'Akut vikariat (SOS)!', body: `${school} behöver en vikarie genast: ${when(facts.job)}.` }
        : { title: 'Kiireellinen sijaisuus (SOS)!', body: `${school} tarvitsee sijaisen heti: ${when(facts.job)}.` };
    case 'new_applicant':
      return sv
        ? { title: 'Ny anmälan', body: `${facts.personName ?? ''} har anmält sig till vikariatet ${when(facts.job)}.` }
        : { title: 'Uusi ilmoittautuminen', body: `${facts.personName ?? ''} on ilmoittautunut sijaisuuteen ${when(facts.job)}.` };
    case 'chosen':
      return sv
        ? { title: 'Du har blivit vald!', body: `${school} valde dig till vikariatet ${when(facts.job)}.` }
        : { title: 'Sinut on valittu!', body: `${school} valitsi sinut sijaisuuteen ${when(facts.job)}.` };
    case 'unchosen':
      return sv
        ? { title: 'Du är inte längre vald', body: `${school} tog bort valet för vikariatet ${when(facts.job)}.` }
        : { title: 'Et ole enää valittuna', body: `${school} perui valinnan sijaisuuteen ${when(facts.job)}.` };
    case 'applications_deactivated':
      return sv
        ? { title: 'Anmälningar inaktiverade', body: `${facts.count ?? 0} av dina anmälningar krockar med vikariatet du valdes till och har inaktiverats.` }
        : {
            title: 'Ilmoittautumisia poistettu käytöstä',
            body: `${facts.count ?? 0} ilmoittautumistasi on päällekkäin sijaisuuden kanssa, johon sinut valittiin, ja ne on poistettu käytöstä.`,
          };
    case 'booking_cancelled':
      // the school learns that its booking is gone and the job is open again; who it was, it booked itself
      if (facts.accountDeleted === true) {
        return sv
          ? {
              title: facts.late === true ? 'Sen avbokning: vikarien kommer inte' : 'Vikarien har avbokat',
              body: `Den bokade vikarien har raderat sitt konto, så bokningen av vikariatet ${when(facts.job)} vid ${school} är avbokad. Vikariatet är öppet igen.`,
            }
          : {
              title: facts.late === true ? 'Myöhäinen peruutus: sijainen ei tule' : 'Sijainen on perunut',
              body: `Varattu sijainen on poistanut tilinsä, joten sijaisuuden ${when(facts.job)} varaus koulussa ${school} on peruttu. Sijaisuus on taas avoin.`,
            };
      }
      return sv
        ? {
            title: facts.late === true ? 'Sen avbokning: vikarien kommer inte' : 'Vikarien har avbokat',
            body: `Den bokade vikarien avbokade vikariatet ${when(facts.job)} vid ${school}. Vikariatet är öppet igen. Orsak: ${facts.reason ?? ''}`,
          }
        : {
            title: facts.late === true ? 'Myöhäinen peruutus: sijainen ei tule' : 'Sijainen on perunut',
            body: `Varattu sijainen perui sijaisuuden ${when(facts.job)} koulussa ${school}. Sijaisuus on taas avoin. Syy: ${facts.reason ?? ''}`,
          };
    case 'booking_cancelled_by_school':
      return sv
        ? {
            title: 'Skolan har avbokat ditt vikariat',
            body:
              facts.reason === undefined
                ? `${school} tog bort vikariatet ${when(facts.job)} som du var vald till.`
                : `${school} avbokade vikariatet ${when(facts.job)}. Orsak: ${facts.reason}`,
          }
        : {
            title: 'Koulu on perunut sijaisuutesi',
            body:
              facts.reason === undefined
                ? `${school} poisti sijaisuuden ${when(facts.job)}, johon sinut oli valittu.`
                : `${school} perui sijaisuuden ${when(facts.job)}. Syy: ${facts.reason}`,
          };
    case 'hours_reviewed':
      return facts.hours === undefined ? { title: sv ? 'Dina timmar' : 'Tuntisi', body: '' } : hoursNoticeText(facts.hours, locale);
    case 'police_record_expiring':
      return sv
        ? {
            title: 'Ditt utdrag ur brottsregistret går ut',
            body: `Utdraget går ut om ${facts.days ?? 0} dagar (${facts.expirationDate ?? ''}). Beställ ett nytt och uppdatera din profil.`,
          }
        : {
            title: 'Rikosrekisteriotteesi vanhenee',
            body: `Ote vanhenee ${facts.days ?? 0} päivän kuluttua (${facts.expirationDate ?? ''}). Tilaa uusi ja päivitä profiilisi.`,
          };
    case 'free_tomorrow': {
      const day = facts.date === undefined ? '' : formatDate(facts.date);
      return sv
        ? { title: 'Är du ledig i morgon?', body: `Kan du ta ett vikariat i morgon ${day}? Svara ja eller nej med ett tryck.` }
        : { title: 'Oletko vapaa huomenna?', body: `Voitko ottaa sijaisuuden huomenna ${day}? Vastaa kyllä tai ei yhdellä napautuksella.` };
    }
    case 'test':
      return sv
        ? { title: 'Vikariat', body: 'Det här är en testnotis. Notiserna fungerar!' }
        : { title: 'Vikariat', body: 'Tämä on testi-ilmoitus. Ilmoitukset toimivat!' };
  }
}

/** Where a click on the notification leads in the app (under /app). */
export function notificationPath(kind: NotificationKind, jobId: string | undefined, date?: string): string {
  // the answer page records the one-tap answer (the push's Yes / No add `&free=yes|no`)
  if (kind === 'free_tomorrow') return `/availability?answer=${date ?? ''}`;
  if (jobId === undefined) return kind === 'police_record_expiring' ? '/profile' : '/';
  if (kind === 'new_applicant' || kind === 'booking_cancelled') return `/manage/${jobId}`;
  return `/specific/${jobId}`;
}

/**
 * The push's action buttons for a kind, as payload fields (the payload is flat text): `actionYes` / `actionNo` are the
 * titles of the two buttons and `actionParam` the url parameter the service worker sets to `yes` or `no` for the one
 * pressed: `free` on "Are you free tomorrow?" (the answer page records it), `offer` on a job offered in a wave
 * (decision 034: No declines it in one tap from the job page; Yes opens the job to apply or accept).
 */
export function notificationActions(kind: NotificationKind, locale: Locale): Record<string, string> {
  const sv = locale === 'sv';
  if (kind === 'free_tomorrow')
    return sv ? { actionYes: 'Ja, ledig', actionNo: 'Nej', actionParam: 'free' } : { actionYes: 'Kyllä, vapaa', actionNo: 'Ei', actionParam: 'free' };
  if (kind === 'new_job' || kind === 'sos_job') {
    return sv ? { actionYes: 'Visa', actionNo: 'Tacka nej', actionParam: 'offer' } : { actionYes: 'Näytä', actionNo: 'Kieltäydy', actionParam: 'offer' };
  }
  return {};
}

export const PUSH_MESSAGES = {
  testSent: { sv: 'Testnotis skickad!', fi: 'Testi-ilmoitus lähetetty!' },
  notAPushService: {
    sv: 'Webbläsarens notistjänst stöds inte. Använd en aktuell webbläsare.',
    fi: 'Selaimen ilmoituspalvelua ei tueta. Käytä ajantasaista selainta.',
  },
  noSubscription: {
    sv: 'Notiser är inte aktiverade på någon enhet. Slå på notiser först.',
    fi: 'Ilmoitukset eivät ole käytössä millään laitteella. Ota ilmoitukset ensin käyttöön.',
  },
} as const;
