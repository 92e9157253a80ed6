import { useLingui } from '@lingui/react/macro';
import { dayCardSaveSchema, EMPTY_DAY_CARD, isDayCardEmpty, needsDayCard, DAY_CARD_FIELDS, type DayCard } from '@vikariat/domain';
import { useId, useState, type FormEvent } from 'react';
import { useLocale } from '../../../lib/locale-context.tsx';
import { DayCardFields } from '../../../components/day-card/day-card-fields.tsx';
import { DayCardView } from '../../../components/day-card/day-card-view.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { checkWithSchema, hasErrors, type FormFields } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useDayCardTemplates, useSaveDayCard } from '../api/day-card.ts';
import type { SchoolJob } from '../api/school-job.ts';
import { FormError } from '../../../components/ui/form-field.tsx';
import '../../../components/ui/form-field.css';

export const DAY_CARD_FORM: FormFields = { fields: [...DAY_CARD_FIELDS] };

/**
 * The job's day card on the manage page (issue 24): shown as the chosen substitute will read it, filled in a form that
 * a school template fills in one tap (then editable). A booked job starting within 24 h without a card is flagged.
 */
export function DayCardSection({ job, now = new Date() }: { job: SchoolJob; now?: Date }) {
  const { t } = useLingui();
  const id = useId();
  const card = job.dayCard ?? null;
  const [editing, setEditing] = useState(false);
  const warn = needsDayCard({ ...job, chosenId: job.chosen, dayCard: card }, now);
  return (
    <section className="card stack day-card-section" aria-labelledby={`${id}-title`}>
      <div className="job-toolbar">
        <h2 id={`${id}-title`}>{t`Dagkort`}</h2>
        {editing ? null : (
          <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
            <Icon name="edit" size={20} />
            {isDayCardEmpty(card) ? t`Fyll i dagkortet` : t`Redigera dagkortet`}
          </button>
        )}
      </div>
      {warn ? (
        <p className="day-card-warning" role="status" data-testid="day-card-warning">
          <Icon name="warning" size={18} />
          {t`Vikarien kommer inom ett dygn men dagkortet är tomt. Fyll i var hen ska anmäla sig och vem hen ska fråga.`}
        </p>
      ) : null}
      {editing ? (
        <DayCardForm job={job} initial={card ?? EMPTY_DAY_CARD} onDone={() => setEditing(false)} />
      ) : card === null ? (
        <p className="muted">{t`Den valda vikarien ser dagkortet i appen, även utan nätförbindelse. Andra sökande ser det inte.`}</p>
      ) : (
        <DayCardView card={card} />
      )}
    </section>
  );
}

function DayCardForm({ job, initial, onDone }: { job: SchoolJob; initial: DayCard; onDone: () => void }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const [values, setValues] = useState<DayCard>(initial);
  const [templateId, setTemplateId] = useState('');
  const templates = useDayCardTemplates(true);
  const save = useSaveDayCard();
  const { errors, formError, formRef, show, showError, clear } = useFormErrors(DAY_CARD_FORM);

  const fill = () => {
    const template = templates.data?.find((x) => x.id === templateId);
    if (template) setValues({ ...EMPTY_DAY_CARD, ...template.card });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkWithSchema(dayCardSaveSchema, { id: job.uniqueId, ...values }, locale, DAY_CARD_FORM);
    if (hasErrors(found)) {
      show(found);
      return;
    }
    clear();
    save.mutate(
      { id: job.uniqueId, card: values },
      {
        onSuccess: () => {
          toast.success(t`Dagkortet är sparat.`);
          onDone();
        },
        onError: showError,
      },
    );
  };

  const list = templates.data ?? [];
  return (
    <form ref={formRef} className="stack" onSubmit={onSubmit} noValidate aria-label={t`Dagkort`}>
      {list.length > 0 ? (
        <div className="row day-card-template-row">
          <label className="form-label" htmlFor="day-card-template">{t`Mall`}</label>
          <select id="day-card-template" className="form-input" value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
            <option value="">{t`Välj mall`}</option>
            {list.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </select>
          <button type="button" className="button button-secondary" disabled={templateId === ''} onClick={fill}>
            {t`Fyll från mall`}
          </button>
        </div>
      ) : templates.isSuccess ? (
        <p className="muted">{t`Skolans mallar för dagkort finns under Inställningar.`}</p>
      ) : null}
      <DayCardFields value={values} onChange={setValues} errors={errors} />
      <FormError message={formError} />
      <div className="row">
        <button type="button" className="button button-secondary" onClick={onDone}>
          {t`Avbryt`}
        </button>
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {t`Spara dagkortet`}
        </button>
      </div>
    </form>
  );
}
