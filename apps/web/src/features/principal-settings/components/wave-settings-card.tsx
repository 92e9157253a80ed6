import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { messageForPerson } from '../../../lib/form-errors.ts';
import { useSaveWaveSettings, useSchoolWaveSettings, type SchoolWaveSettings } from '../../../lib/offer-waves/wave-settings-api.ts';

/**
 * Offer waves (issue 23, decision 034): minutes between the waves of a new job — the school's preferred substitutes
 * first, then those who worked here, then everyone eligible. 0 sends to everyone at once.
 */
export function WaveSettingsCard() {
  const { t } = useLingui();
  const id = useId();
  const settings = useSchoolWaveSettings();
  const schools = settings.data ?? [];
  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Erbjudanden i vågor`}</h2>
      <p className="muted">{t`Ett nytt vikariat erbjuds först skolans föredragna vikarier som är lediga, sedan dem som arbetat här, sedan alla. Ange minuter mellan vågorna (0 = alla på en gång).`}</p>
      {settings.isPending ? <Spinner /> : null}
      {settings.isError ? <p role="alert">{messageForPerson(settings.error, t`Något gick fel`)}</p> : null}
      {schools.map((school) => (
        <WaveForm key={school.schoolId} school={school} named={schools.length > 1} />
      ))}
    </section>
  );
}

function WaveForm({ school, named }: { school: SchoolWaveSettings; named: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const save = useSaveWaveSettings();
  const [sos, setSos] = useState(String(school.sosMinutes));
  const [other, setOther] = useState(String(school.otherMinutes));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { schoolId: school.schoolId, sosMinutes: Number(sos), otherMinutes: Number(other) },
      { onSuccess: () => toast.success(t`Sparat`), onError: (error) => toast.error(messageForPerson(error, t`Något gick fel`)) },
    );
  };
  return (
    <form className="stack" onSubmit={submit}>
      {named ? <h3>{school.schoolName}</h3> : null}
      <label htmlFor={`${id}-sos`}>{t`Minuter mellan vågorna, SOS`}</label>
      <input id={`${id}-sos`} type="number" inputMode="numeric" min={0} max={1440} step={1} value={sos} onChange={(e) => setSos(e.target.value)} />
      <label htmlFor={`${id}-other`}>{t`Minuter mellan vågorna, andra vikariat`}</label>
      <input id={`${id}-other`} type="number" inputMode="numeric" min={0} max={1440} step={1} value={other} onChange={(e) => setOther(e.target.value)} />
      <button type="submit" disabled={save.isPending}>
        {t`Spara`}
      </button>
    </form>
  );
}
