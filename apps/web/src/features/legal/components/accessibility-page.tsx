import { Trans, useLingui } from '@lingui/react/macro';
import { AccessibilityFeedbackForm } from './accessibility-feedback-form.tsx';
import { LegalFrame } from './legal-frame.tsx';

/** The day the statement was written and last reviewed (Act 306/2019 §15 asks for it on the statement). */
export const STATEMENT_DATE = '28.11.2026';

/**
 * /accessibility: the accessibility statement required of public services by the Act on the Provision of Digital
 * Services (306/2019): how the service conforms to WCAG 2.1 AA and how that is checked, the known gaps, the feedback
 * channel and the supervising authority. Public, linked from every public screen's footer and from settings.
 */
export function AccessibilityPage() {
  const { t } = useLingui();
  return (
    <LegalFrame>
      <article className="legal-article">
        <h1>{t`Tillgänglighetsutlåtande`}</h1>
        <p className="legal-updated">{t`Utlåtandet har utarbetats ${STATEMENT_DATE} och granskades senast ${STATEMENT_DATE}.`}</p>
        <p>
          <Trans>
            Det här utlåtandet gäller webbtjänsten Vikariat och dess installerbara app. Lagen om tillhandahållande av digitala tjänster (306/2019) kräver att offentliga
            webbtjänster är tillgängliga enligt WCAG 2.1 nivå AA.
          </Trans>
        </p>

        <h2>{t`Hur tjänsten uppfyller kraven`}</h2>
        <p>{t`Vikariat uppfyller kraven i WCAG 2.1 nivå AA delvis. Bristerna står nedan.`}</p>
        <p>{t`Vi har bedömt tillgängligheten själva och kontrollerar den vid varje ändring:`}</p>
        <ul>
          <li>{t`axe-core granskar skärmarna i automatiska tester i en riktig webbläsare, på svenska och finska, på telefon (390 px) och surfplatta (1180 px); ett allvarligt fel stoppar en ändring.`}</li>
          <li>{t`ett automatiskt test går igenom huvudflödena med enbart tangentbordet: logga in, hitta och anmäla sig till ett vikariat, lägga ut ett vikariat och välja vikarie.`}</li>
          <li>{t`formulärens fel står under fälten, är kopplade till fälten och fokus flyttas till det första felet.`}</li>
        </ul>

        <h2>{t`Kända brister`}</h2>
        <ul>
          <li>{t`Bekräftelser efter en åtgärd (till exempel ”Sparat”) visas i en ruta som försvinner efter fem sekunder (WCAG 2.2.1). Felmeddelanden stannar kvar vid formuläret.`}</li>
          <li>{t`Användarvillkoren är en PDF-fil utan taggad struktur, så en skärmläsare läser den som löpande text utan rubriker (WCAG 1.3.1). Samma villkor fås på begäran via responsformuläret.`}</li>
          <li>{t`Synkloggens diagram för administratörer har ingen tabell med samma värden: de nås bara en stapel i taget, med pekaren eller piltangenterna (WCAG 1.1.1). Posterna bakom dem finns i listan under diagrammet.`}</li>
          <li>{t`Filer som skolor och vikarier själva laddar upp (bilagor, intyg, CV) granskas inte av oss och kan vara otillgängliga. Lagen gäller inte innehåll som användarna själva producerar.`}</li>
        </ul>
        <p>{t`Vi åtgärdar bristerna i den ordning de påverkar användarna mest.`}</p>

        <h2>{t`Ge respons`}</h2>
        <p>
          <Trans>Märker du ett tillgänglighetsproblem i tjänsten, berätta det för oss med formuläret nedan. Det når vår support direkt. Vi svarar inom 14 dagar.</Trans>
        </p>
        <AccessibilityFeedbackForm />

        <h2>{t`Tillsynsmyndighet`}</h2>
        <p>
          <Trans>
            Om du inte är nöjd med vårt svar eller inte har fått svar inom två veckor kan du anmäla saken till tillsynsmyndigheten. På webbplatsen tillganglighetskrav.fi
            berättas hur du gör en anmälan och hur ärendet behandlas.
          </Trans>
        </p>
        <address className="legal-authority">
          <strong>{t`Transport- och kommunikationsverket Traficom`}</strong>
          <br />
          {t`Tillsynen över digital tillgänglighet`}
          <br />
          <a href={t`https://www.tillganglighetskrav.fi`}>{t`www.tillganglighetskrav.fi`}</a>
          <br />
          <a href="mailto:saavutettavuus@traficom.fi">saavutettavuus@traficom.fi</a>
          <br />
          {t`Telefon (växel) 029 534 5000`}
        </address>
      </article>
    </LegalFrame>
  );
}

export { AccessibilityPage as Component };
