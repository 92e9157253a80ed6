import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

/** Tab 4 (GDPR) and /settings/security: how this product handles personal data, with the full notice linked. */
export function SecurityPanel() {
  const { t } = useLingui();
  return (
    <section className="card stack settings-prose" aria-labelledby="settings-security-title">
      <h2 id="settings-security-title">{t`Säkerhet och integritet`}</h2>
      <p>
        <Trans>
          Vi behandlar bara de uppgifter som behövs för att förmedla vikariat: namn, kontaktuppgifter, profilens uppgifter om utbildning och erfarenhet, dina anmälningar
          och inloggningar.
        </Trans>
      </p>
      <p>
        <Trans>
          Skolor ser din profil först när du har anmält dig till deras vikariat. Ditt telefonnummer visas för andra först när det behövs för vikariatet. Lösenord sparas
          aldrig i klartext.
        </Trans>
      </p>
      <p>
        <Trans>
          Straffregisterutdraget ska vara högst 6 månader gammalt. Bokföringsuppgifter sparas i minst 10 år. Vikariat tas bort automatiskt 24 timmar efter att de har
          slutat.
        </Trans>
      </p>
      <p>
        <Trans>
          Appen sparar dina egna uppgifter i webbläsaren så att den fungerar utan förbindelse. De raderas när du loggar ut, utom åtgärder som ännu inte har skickats: de
          skickas när du loggar in igen på samma enhet. När du raderar ditt konto raderas dina uppgifter och loggarna anonymiseras.
        </Trans>
      </p>
      <p>
        <Link to="/gdpr">{t`Läs hela dataskyddsbeskrivningen`}</Link>
      </p>
      <p>
        <Link to="/accessibility">{t`Tillgänglighetsutlåtande`}</Link>
      </p>
    </section>
  );
}
