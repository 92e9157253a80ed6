import { useLingui } from '@lingui/react/macro';
import { MAX_WAVE_DELAY_MINUTES, waveSettingsSaveSchema } from '@vikariat/domain';
import { useId, useState, type FormEvent } from 'react';
import { FormError, FormField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { checkWithSchema, hasErrors, messageForPerson, type FormFields } from '../../../lib/form-errors.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useSaveWaveSettings, useSchoolWaveSettings, type SchoolWaveSettings } from '../../../lib/offer-waves/wave-settings-api.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import '../../../components/ui/form-field.css';
import '../../../components/ui/page.css';

/** The fields on a school's form; an error about its school is the form's message. */
const WAVE_FORM: FormFields = { fields: ['sosMinutes', 'otherMinutes'] };

/** An emptied number field is no number: the schema says so under the field. */
const minutesOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

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

/** One school's two delays, as the app's other settings forms: labelled fields with hints, errors under them. */
function WaveForm({ school, named }: { school: SchoolWaveSettings; named: boolean }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const id = useId();
  const save = useSaveWaveSettings();
  const [sos, setSos] = useState(String(school.sosMinutes));
  const [other, setOther] = useState(String(school.otherMinutes));
  const { errors, formError, formRef, show, showError, clear } = useFormErrors(WAVE_FORM);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const payload = { schoolId: school.schoolId, sosMinutes: minutesOf(sos), otherMinutes: minutesOf(other) };
    const checked = checkWithSchema(waveSettingsSaveSchema, payload, locale, WAVE_FORM);
    if (hasErrors(checked)) {
      show(checked);
      return;
    }
    clear();
    save.mutate(payload, { onSuccess: () => toast.success(t`Sparat`), onError: showError });
  };
  const minutes = (value: string, onChange: (next: string) => void) => (control: object) => (
    <input
      className="form-input"
      type="number"
      inputMode="numeric"
      min={0}
      max={MAX_WAVE_DELAY_MINUTES}
      step={1}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      {...control}
    />
  );
  return (
    <form ref={formRef} className="stack" onSubmit={submit} noValidate {...(named ? { 'aria-labelledby': `${id}-school` } : {})}>
      {named ? <h3 id={`${id}-school`}>{school.schoolName}</h3> : null}
      <div className="form-grid">
        <FormField label={t`Minuter mellan vågorna, SOS`} hint={t`Akuta vikariat i dag: en kort väntan, till exempel 5.`} error={errors['sosMinutes']}>
          {minutes(sos, setSos)}
        </FormField>
        <FormField
          label={t`Minuter mellan vågorna, andra vikariat`}
          hint={t`Alla andra vikariat, till exempel 60. Högst ${MAX_WAVE_DELAY_MINUTES} (ett dygn).`}
          error={errors['otherMinutes']}
        >
          {minutes(other, setOther)}
        </FormField>
      </div>
      <FormError message={formError} />
      <div className="row">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {t`Spara`}
        </button>
      </div>
    </form>
  );
}
