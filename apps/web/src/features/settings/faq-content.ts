import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

interface FaqItem {
  id: string;
  question: MessageDescriptor;
  answer: MessageDescriptor;
}

/** Questions substitutes ask, answered as this product works (spec 02 §2: substitutes see this FAQ). */
export const SUBSTITUTE_FAQ: readonly FaqItem[] = [
  {
    id: 'cost',
    question: msg`Kostar tjänsten något för mig som vikarie?`,
    answer: msg`Nej. Tjänsten är gratis för vikarier. Skolorna betalar en årlig licens per skola.`,
  },
  {
    id: 'find',
    question: msg`Vilka vikariat ser jag?`,
    answer: msg`Under Lediga vikariat ser du de öppna vikariaten i de regioner och kommuner du valt i din profil. Om du inte har valt någon region visas ett meddelande i stället för vikariat. Ändra regionerna i din profil.`,
  },
  {
    id: 'apply',
    question: msg`Hur anmäler jag mig till ett vikariat?`,
    answer: msg`Öppna vikariatet och tryck på Anmäl. Du bekräftar att du tar jobbet om du blir vald. Anmälan syns sedan under Mina anmälningar som väntande, vald eller inte vald.`,
  },
  {
    id: 'overlap',
    question: msg`Kan jag anmäla mig till vikariat som krockar med varandra?`,
    answer: msg`Det måste vara minst 2 timmar mellan vikariat du blir vald till. Krockar ett nytt vikariat helt med ett vikariat du redan valts till kan du inte anmäla dig. Krockar det delvis får du bekräfta att du hinner. När du blir vald inaktiveras dina andra anmälningar som krockar.`,
  },
  {
    id: 'offline',
    question: msg`Fungerar appen utan internetförbindelse?`,
    answer: msg`Ja. Vikariat och anmälningar du redan har laddat visas också utan förbindelse. Det du gör offline, till exempel en anmälan, sparas i telefonen, märks som väntande och skickas automatiskt när förbindelsen är tillbaka. Skolan har alltid sista ordet: om vikariatet hunnit fyllas får du veta det.`,
  },
  {
    id: 'withdraw',
    question: msg`Kan jag ta tillbaka en anmälan eller dölja vikariat?`,
    answer: msg`Ja. Du kan ta tillbaka en anmälan i vikariatets vy. Du kan också dölja enskilda vikariat och återställa dem, eller blockera alla vikariat från en skola.`,
  },
  {
    id: 'contact',
    question: msg`När ser jag skolans telefonnummer och bilagor?`,
    answer: msg`Skolans telefonnummer och vikariatets bilagor visas när du har blivit vald till vikariatet.`,
  },
  {
    id: 'notifications',
    question: msg`Hur får jag veta om nya vikariat?`,
    answer: msg`Slå på pushnotiser och e-postnotiser under Inställningar. Du får besked om nya vikariat i dina regioner, brådskande vikariat genast, och när du blir vald eller inte längre är vald.`,
  },
  {
    id: 'police-record',
    question: msg`Behöver jag ett straffregisterutdrag?`,
    answer: msg`Skolor behöver se ett straffregisterutdrag som är högst 6 månader gammalt. Ange utdragets giltighetstid i din profil; vi påminner dig 30 och 7 dagar innan det går ut.`,
  },
  {
    id: 'locked',
    question: msg`Mitt konto är låst. Vad gör jag?`,
    answer: msg`En registrering som inte bekräftas inom 24 timmar låses. Du kan be om en ny aktiveringslänk; hjälper det inte, kontakta supporten via fliken Support.`,
  },
];

/** Questions principals and teachers ask (spec 02 §2: everyone but substitutes sees this FAQ). */
export const SCHOOL_FAQ: readonly FaqItem[] = [
  {
    id: 'licence',
    question: msg`Vad kostar tjänsten för skolan?`,
    answer: msg`Skolor betalar en årlig licens per skola enligt antalet elever. För vikarier är tjänsten gratis.`,
  },
  {
    id: 'post',
    question: msg`Hur lägger jag upp ett vikariat?`,
    answer: msg`Välj Skapa vikariat, fyll i datum, tider, typ av vikariat, ämnen och årskurser och spara. Vikariatet syns genast för vikarier i skolans region.`,
  },
  {
    id: 'sos',
    question: msg`Vad är ett SOS-vikariat?`,
    answer: msg`Ett brådskande vikariat som rektorn lägger upp med ett tryck utifrån sparade standardvärden (tider, ämnen och beskrivning under Inställningar). Vikarierna får en notis genast.`,
  },
  {
    id: 'choose',
    question: msg`Hur väljer jag en vikarie?`,
    answer: msg`Öppna vikariatet på anslagstavlan, titta på de sökandes profiler och tryck Välj. Vikarien får ett meddelande och vikariens andra anmälningar som krockar inaktiveras. Om två personer väljer samtidigt vinner den första; den andra får ett meddelande.`,
  },
  {
    id: 'teachers-jobs',
    question: msg`Kan rektorn hantera lärarnas vikariat?`,
    answer: msg`Ja. Rektorn kan redigera och ta bort lärarnas vikariat och välja vikarier för dem.`,
  },
  {
    id: 'teachers',
    question: msg`Hur lägger jag till lärare?`,
    answer: msg`Under Lärare väljer rektorn Lägg till lärare. Ett lösenord skapas automatiskt och kan skickas till läraren per e-post. Lärare kan aktiveras och inaktiveras en och en eller alla på en gång.`,
  },
  {
    id: 'codes',
    question: msg`Vad är skolkoder?`,
    answer: msg`Med en skolkod kan en ny användare registrera sig till er skola. Varje kod kan användas en gång; skapa nya koder under Skapa kod.`,
  },
  {
    id: 'deleted',
    question: msg`Hur länge sparas vikariaten?`,
    answer: msg`Vikariat tas bort automatiskt 24 timmar efter att de har slutat. Exportera statistiken under Rapporter om du behöver den.`,
  },
  {
    id: 'calendar',
    question: msg`Kan jag se vikariaten i min egen kalender?`,
    answer: msg`Ja. Under Kalender finns en privat kalenderadress som du kan prenumerera på i telefonens kalender. Du kan återkalla adressen när som helst.`,
  },
];
