import { useLingui } from '@lingui/react/macro';
import { formatDate, todayInFinland, type ExtractSeenView } from '@vikariat/domain';
import { useState, type FormEvent } from 'react';
import { DateField } from '../../../components/ui/date-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useRecordExtractSeen } from '../api/extract-seen.ts';
import '../../../components/ui/form-field.css';

interface Props {
  email: string;
  seen: ExtractSeenView | null | undefined;
  /** principals and leaders record a view; every school sees it */
  mayRecord: boolean;
}

/**
 * The criminal-record extract as the law has it (issue 25, decision 031): the school is shown the extract, records
 * the day it was seen and keeps no copy. Valid six months, for every school that may see the person.
 */
export function ExtractSeenPanel({ email, seen, mayRecord }: Props) {
  const { t } = useLingui();
  const record = useRecordExtractSeen();
  const [seenOn, setSeenOn] = useState(todayInFinland());
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await record.mutateAsync({ email, seenOn });
      toast.success(t`Antecknat: utdraget har visats.`);
    } catch (e) {
      if (isApiError(e) && e.fields['seenOn']) setError(e.fields['seenOn']);
      else toast.warning(e instanceof Error && e.message ? e.message : t`Något oväntat gick fel, försök igen.`);
    }
  };

  return (
    <section className="sp-card sp-section" aria-labelledby="sp-extract-title">
      <h2 id="sp-extract-title">{t`Straffregisterutdrag som visats för skolan`}</h2>
      <p data-testid="extract-seen">
        {seen ? t`Visat ${formatDate(seen.seenOn)} (${seen.schoolName}), gäller till ${formatDate(seen.validUntil)}.` : t`Inget giltigt utdrag har antecknats som visat.`}
      </p>
      {mayRecord ? (
        <form className="sp-extract-form" onSubmit={(e) => void submit(e)} noValidate>
          {/* dd.MM.yyyy with a calendar in the app's language (not the browser's mm/dd/yyyy); no day after today */}
          <DateField
            label={t`Dag då utdraget visades`}
            value={seenOn}
            max={todayInFinland()}
            hint={t`Gäller sex månader. Inte i framtiden och inte äldre än sex månader.`}
            error={error}
            onChange={setSeenOn}
          />
          <button type="submit" className="button button-primary" disabled={record.isPending}>
            {t`Anteckna att utdraget visats`}
          </button>
        </form>
      ) : null}
      <p className="muted">{t`Enligt lagen ser arbetsgivaren utdraget och antecknar bara att det visats. Ingen kopia sparas, och utdraget kan inte laddas upp.`}</p>
    </section>
  );
}
