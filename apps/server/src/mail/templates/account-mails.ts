import type { Locale } from '@vikariat/domain';
import { renderMail, type RenderedMail } from '../render.ts';

/** The account area's mails (activation, password reset, approval), in the account's language. */

export function confirmationMail(locale: Locale, firstName: string, url: string): RenderedMail {
  return locale === 'fi'
    ? renderMail({
        locale,
        title: 'Aktivoi Vikariat-tilisi',
        paragraphs: [
          `Hei ${firstName}!`,
          'Kiitos rekisteröitymisestä. Aktivoi tilisi alla olevasta linkistä. Linkki on voimassa 24 tuntia; sen jälkeen aktivoimaton tili lukitaan ja sen avaa tuki.',
          'Jos et rekisteröitynyt, voit jättää tämän viestin huomiotta.',
        ],
        action: { label: 'Aktivoi tili', url },
      })
    : renderMail({
        locale,
        title: 'Aktivera ditt Vikariat-konto',
        paragraphs: [
          `Hej ${firstName}!`,
          'Tack för att du registrerade dig. Aktivera ditt konto med länken nedan. Länken gäller i 24 timmar; därefter låses ett oaktiverat konto och supporten låser upp det.',
          'Om du inte registrerade dig kan du bortse från det här meddelandet.',
        ],
        action: { label: 'Aktivera kontot', url },
      });
}

export function resetMail(locale: Locale, firstName: string, url: string): RenderedMail {
  return locale === 'fi'
    ? renderMail({
        locale,
        title: 'Vikariat-salasanan palauttaminen',
        paragraphs: [
          `Hei ${firstName}!`,
          'Joku (toivottavasti sinä) pyysi salasanasi palauttamista. Valitse uusi salasana alla olevasta linkistä. Linkki on voimassa 30 minuuttia ja toimii kerran.',
          'Jos et pyytänyt tätä, voit jättää viestin huomiotta: salasanasi pysyy ennallaan.',
        ],
        action: { label: 'Valitse uusi salasana', url },
      })
    : renderMail({
        locale,
        title: 'Återställ ditt lösenord till Vikariat',
        paragraphs: [
          `Hej ${firstName}!`,
          'Någon (förhoppningsvis du) bad om att återställa ditt lösenord. Välj ett nytt lösenord med länken nedan. Länken gäller i 30 minuter och fungerar en gång.',
          'Om du inte bad om detta kan du bortse från meddelandet: ditt lösenord förblir oförändrat.',
        ],
        action: { label: 'Välj ett nytt lösenord', url },
      });
}

export function principalApprovedMail(locale: Locale, firstName: string, url: string): RenderedMail {
  return locale === 'fi'
    ? renderMail({
        locale,
        title: 'Vikariat-tilisi on hyväksytty',
        paragraphs: [`Hei ${firstName}!`, 'Ylläpitäjä on hyväksynyt rehtorin tilisi. Voit nyt kirjautua sisään.'],
        action: { label: 'Kirjaudu sisään', url },
      })
    : renderMail({
        locale,
        title: 'Ditt Vikariat-konto är godkänt',
        paragraphs: [`Hej ${firstName}!`, 'En administratör har godkänt ditt rektorskonto. Du kan nu logga in.'],
        action: { label: 'Logga in', url },
      });
}
