import { Trans, useLingui } from '@lingui/react/macro';
import { LegalFrame } from './legal-frame.tsx';

/** Served by the server, generated from the project's own Swedish user policy text. */
export const USER_AGREEMENT_PDF = '/api/shared/user-agreement.pdf';

/** /user-agreement: the Swedish user policy as an embedded PDF, with a download link where PDFs cannot be shown. */
export function UserAgreementPage() {
  const { t } = useLingui();
  return (
    <LegalFrame>
      <h1 className="legal-title">
        <Trans>Användarvillkor</Trans>
      </h1>
      <object className="legal-pdf" data={USER_AGREEMENT_PDF} type="application/pdf" aria-label={t`Användarvillkor (PDF)`}>
        <p>
          <Trans>Din webbläsare kan inte visa PDF-filen här.</Trans>{' '}
          <a href={USER_AGREEMENT_PDF} download>
            <Trans>Ladda ner användarvillkoren (PDF)</Trans>
          </a>
        </p>
      </object>
      <p className="legal-download">
        <a href={USER_AGREEMENT_PDF} download="anvandarvillkor.pdf">
          <Trans>Ladda ner användarvillkoren (PDF)</Trans>
        </a>
      </p>
    </LegalFrame>
  );
}

export { UserAgreementPage as Component };
