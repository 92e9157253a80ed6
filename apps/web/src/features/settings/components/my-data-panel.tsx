import { useLingui } from '@lingui/react/macro';
import { personalDataFileName } from '@vikariat/domain';
import { useState } from 'react';
import { useLocale } from '../../../lib/locale-context.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { messageForPerson } from '../../../lib/form-errors.ts';

/**
 * My data (GDPR art. 15 and 20): everything the service holds about the person, as JSON for moving it elsewhere and as
 * a workbook to read. The server answers for the signed-in account only.
 */
export function MyDataPanel() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const [busy, setBusy] = useState<'json' | 'xlsx' | null>(null);
  const download = (format: 'json' | 'xlsx'): void => {
    setBusy(format);
    downloadFile(`my-data.${format}`, personalDataFileName(locale, new Date(), format), '/api/shared/')
      .catch((error: unknown) => toast.error(messageForPerson(error, t`Filen kunde inte laddas ner.`)))
      .finally(() => setBusy(null));
  };
  return (
    <section className="card stack settings-prose" aria-labelledby="settings-data-title">
      <h2 id="settings-data-title">{t`Mina uppgifter`}</h2>
      <p>
        {t`Ladda ner allt vi har sparat om dig: konto och profil, anmälningar, vikariat, avbokningar, notiser som skickats till dig, inloggningar, synkloggen och respons du har gett.`}
      </p>
      <ul>
        <li>{t`Kalkylblad (xlsx): ett blad per slag av uppgifter, lätt att läsa.`}</li>
        <li>{t`JSON: maskinläsbart, för att flytta uppgifterna till en annan tjänst.`}</li>
      </ul>
      <div className="row">
        <button type="button" className="button button-primary" disabled={busy !== null} onClick={() => download('xlsx')}>
          {t`Ladda ner som kalkylblad`}
        </button>
        <button type="button" className="button button-secondary" disabled={busy !== null} onClick={() => download('json')}>
          {t`Ladda ner som JSON`}
        </button>
      </div>
      {busy ? <p role="status">{t`Hämtar dina uppgifter…`}</p> : null}
    </section>
  );
}
