import type { Locale } from '@vikariat/domain';
import type { SyncMismatch } from '@vikariat/sync';

const TEXTS: Record<SyncMismatch, { sv: string; fi: string }> = {
  clientTooOld: { sv: 'Appen behöver uppdateras.', fi: 'Sovellus on päivitettävä.' },
  forbidden: { sv: 'Du har inte behörighet att synkronisera detta.', fi: 'Sinulla ei ole oikeutta synkronoida tätä.' },
  resetRequired: { sv: 'Dina uppgifter synkroniseras på nytt.', fi: 'Tietosi synkronoidaan uudelleen.' },
  unknownCollection: { sv: 'Okänd samling.', fi: 'Tuntematon kokoelma.' },
  readOnly: { sv: 'Denna samling kan inte ändras här.', fi: 'Tätä kokoelmaa ei voi muuttaa täällä.' },
};

export const mismatchMessage = (code: SyncMismatch, locale: Locale): string => TEXTS[code][locale];
