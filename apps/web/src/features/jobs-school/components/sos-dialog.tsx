import { useLingui } from '@lingui/react/macro';
import { DEFAULT_JOB_END_TIME, DEFAULT_JOB_START_TIME, endAfter, endTimeOptions, helsinkiMinuteOfDay, sosSchemaAt, sosStartOptions, sosTimesAt } from '@vikariat/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CheckboxField, FormField, FormError } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { usePostSos } from '../api/post-sos.ts';
import type { SchoolRef, SosDefaults } from '../api/school-context.ts';
import { postedJobState } from '../hooks/posted-job.ts';
import { checkWithSchema, formErrorsOf, hasErrors, type FormErrors } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { SchoolField } from './school-field.tsx';
import '../../../components/ui/form-field.css';

interface SosDialogProps {
  open: boolean;
  onClose: () => void;
  defaults: SosDefaults | null;
  loadingDefaults: boolean;
  schools: readonly SchoolRef[];
}

interface SosDraft {
  start: string;
  end: string;
  info: string;
  school: string;
  /** first eligible to accept gets it (decision 035) */
  instant: boolean;
}

/** The saved defaults (unsaved ones arrive as empty strings), with a start already past moved to now (sosTimesAt). */
const sosDraftOf = (defaults: SosDefaults | null, nowMinute: number): SosDraft => ({
  ...sosTimesAt(defaults?.start || DEFAULT_JOB_START_TIME, defaults?.end || DEFAULT_JOB_END_TIME, nowMinute),
  info: defaults?.info ?? '',
  school: '',
  instant: false,
});

/** The post button is disabled while editing, while loading, or when a school must be picked (spec 02 §5). */
const sosPostDisabled = (state: { editing: boolean; loading: boolean; schoolCount: number; school: string }): boolean =>
  state.editing || state.loading || (state.schoolCount > 1 && state.school === '');

/** The fields the dialog shows: their errors stand under them, any other (`email`, ...) in its message. */
export const sosFormFields = (schoolCount: number): string[] => [...(schoolCount > 1 ? ['school'] : []), 'start', 'end', 'info'];

/** SOS: an urgent job today, filled from the saved defaults for urgent jobs. */
export function SosDialog({ open, onClose, defaults, loadingDefaults, schools }: SosDialogProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const postSos = usePostSos();
  const [draft, setDraft] = useState<SosDraft | null>(null);
  const [editing, setEditing] = useState(false);
  const shown = { fields: sosFormFields(schools.length) };
  const { errors, formError, formRef, show } = useFormErrors(shown);
  const formId = useId();
  // Finnish wall-clock minutes now: an SOS is for today and cannot start in the past
  const nowMinute = helsinkiMinuteOfDay(new Date());
  const current = draft ?? sosDraftOf(defaults, nowMinute);
  const set = (patch: Partial<SosDraft>) => setDraft({ ...current, ...patch });
  const disabled = sosPostDisabled({ editing, loading: loadingDefaults || postSos.isPending, schoolCount: schools.length, school: current.school });

  /** Shows the errors; the time and text fields open for editing when one of them is wrong, so it can be fixed. */
  const showErrors = (next: FormErrors) => {
    if (['start', 'end', 'info'].some((field) => next.fields[field] !== undefined)) setEditing(true);
    show(next);
  };

  const post = async () => {
    const payload = { start: current.start, end: current.end, info: current.info, instant: current.instant, ...(current.school ? { school: current.school } : {}) };
    // the server checks the start against its own clock too; this one answers at once, offline or not
    const sosSchema = sosSchemaAt(nowMinute);
    const checked = checkWithSchema(sosSchema, payload, i18n.locale === 'fi' ? 'fi' : 'sv', shown);
    if (hasErrors(checked)) {
      showErrors(checked);
      return;
    }
    try {
      const posted = await postSos.mutateAsync(sosSchema.parse(payload));
      toast.success(t`SOS-vikariatet är publicerat.`);
      onClose();
      void navigate('/jobs/overview', postedJobState(posted.id));
    } catch (e) {
      showErrors(
        formErrorsOf(e, shown, { offline: t`Du är offline. Vikariatet kan publiceras när du har en förbindelse.`, unexpected: t`Något gick fel, försök igen.` }),
      );
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`SOS – akut vikariat i dag`}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t`Avbryt`}
          </button>
          <button type="submit" form={formId} className="button button-danger" disabled={disabled}>
            {t`Publicera SOS`}
          </button>
        </>
      }
    >
      <form
        id={formId}
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void post();
        }}
      >
        <SchoolField schools={schools} value={current.school} onChange={(school) => set({ school })} error={errors.school} />
        <FormField label={t`Starttid`} error={errors.start}>
          {(control) => (
            <select
              className="form-input"
              disabled={!editing}
              value={current.start}
              onChange={(e) => set({ start: e.target.value, end: endAfter(e.target.value, current.end) })}
              {...control}
            >
              {sosStartOptions(nowMinute).map((o) => (
                <option key={o.value} value={o.value} disabled={o.disabled}>
                  {o.value}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t`Sluttid`} error={errors.end}>
          {(control) => (
            <select className="form-input" disabled={!editing} value={current.end} onChange={(e) => set({ end: e.target.value })} {...control}>
              {endTimeOptions(current.start).map((o) => (
                <option key={o.value} value={o.value} disabled={o.disabled}>
                  {o.value}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t`Information`} error={errors.info}>
          {(control) => (
            <textarea
              className="form-input job-textarea"
              rows={3}
              disabled={!editing}
              value={current.info}
              onChange={(e) => set({ info: e.target.value })}
              {...control}
            />
          )}
        </FormField>
        <CheckboxField
          checked={current.instant}
          onChange={(e) => set({ instant: e.target.checked })}
          label={
            <span>
              {t`Första som tackar ja får jobbet`}
              <span className="form-hint"> – {t`Ingen väljs bland anmälningar: den första behöriga vikarien som tackar ja är bokad direkt.`}</span>
            </span>
          }
        />
        <button type="button" className="button button-secondary" onClick={() => setEditing((v) => !v)}>
          {editing ? t`Klar` : t`Redigera`}
        </button>
        <FormError message={formError} />
      </form>
    </Modal>
  );
}
