import { useLingui } from '@lingui/react/macro';
import { DAY_CARD_FIELDS, dayCardTemplateAddSchema, dayCardTemplateUpdateSchema, EMPTY_DAY_CARD, type DayCardTemplate } from '@vikariat/domain';
import { useId, useState, type FormEvent } from 'react';
import { useLocale } from '../../../lib/locale-context.tsx';
import { DayCardFields } from '../../../components/day-card/day-card-fields.tsx';
import { confirm } from '../../../components/ui/confirm-dialog.tsx';
import { FormField, TextField, FormError } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { checkWithSchema, hasErrors, messageForPerson, type FormFields } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useDeleteTemplate, useSaveTemplate, useTemplates, type TemplateInput } from '../api/day-card-templates.ts';
import '../../../components/ui/form-field.css';
import '../../../components/ui/page.css';

export const TEMPLATE_FORM: FormFields = { fields: ['name', 'schoolId', ...DAY_CARD_FIELDS] };

type School = { id: string; name: string };

/** The school's day-card templates (issue 24): listed, added, edited and deleted here; the manage page fills from them. */
export function DayCardTemplatesCard({ schools }: { schools: readonly School[] }) {
  const { t } = useLingui();
  const id = useId();
  const templates = useTemplates();
  const remove = useDeleteTemplate();
  // null: no form open; 'new': adding; else the template being edited
  const [open, setOpen] = useState<'new' | DayCardTemplate | null>(null);
  const schoolName = (schoolId: string) => schools.find((s) => s.id === schoolId)?.name ?? '';

  const onDelete = async (template: DayCardTemplate) => {
    if (
      !(await confirm({
        title: t`Ta bort mallen ${template.name}?`,
        message: t`Dagkort som redan fyllts i från mallen ändras inte.`,
        confirmLabel: t`Ta bort`,
        danger: true,
      }))
    )
      return;
    remove.mutate(template.id, {
      onSuccess: () => toast.success(t`Mallen är borttagen.`),
      onError: (error) => toast.error(messageForPerson(error, t`Något gick fel`)),
    });
  };

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <div className="page-header">
        <h2 id={`${id}-title`}>{t`Mallar för dagkort`}</h2>
        {open === null ? (
          <button type="button" className="button button-secondary" onClick={() => setOpen('new')}>
            {t`Ny mall`}
          </button>
        ) : null}
      </div>
      <p className="muted">{t`Ett dagkort berättar för den valda vikarien var hen ska anmäla sig, vem hen kan fråga och vad som ska göras. Med en mall fyller du i det med ett tryck.`}</p>
      {templates.isError ? <p role="alert">{messageForPerson(templates.error, t`Något gick fel`)}</p> : null}
      {templates.data?.length === 0 && open === null ? <p>{t`Inga mallar ännu.`}</p> : null}
      {templates.data && templates.data.length > 0 ? (
        <ul className="template-list">
          {templates.data.map((template) => (
            <li key={template.id} className="template-row">
              <span className="template-name">
                {template.name}
                {schools.length > 1 ? <span className="muted"> · {schoolName(template.schoolId)}</span> : null}
              </span>
              <button type="button" className="button button-secondary" onClick={() => setOpen(template)} aria-label={t`Redigera mallen ${template.name}`}>
                {t`Redigera`}
              </button>
              <button type="button" className="button button-secondary" onClick={() => void onDelete(template)} aria-label={t`Ta bort mallen ${template.name}`}>
                {t`Ta bort`}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open !== null ? (
        <TemplateForm key={open === 'new' ? 'new' : open.id} template={open === 'new' ? null : open} schools={schools} onDone={() => setOpen(null)} />
      ) : null}
    </section>
  );
}

function TemplateForm({ template, schools, onDone }: { template: DayCardTemplate | null; schools: readonly School[]; onDone: () => void }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const [name, setName] = useState(template?.name ?? '');
  const [schoolId, setSchoolId] = useState(template?.schoolId ?? (schools.length === 1 ? (schools[0]?.id ?? '') : ''));
  const [card, setCard] = useState({ ...EMPTY_DAY_CARD, ...template?.card });
  const save = useSaveTemplate();
  const { errors, formError, formRef, show, showError, clear } = useFormErrors(TEMPLATE_FORM);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input: TemplateInput = template === null ? { ...card, name, ...(schoolId === '' ? {} : { schoolId }) } : { ...card, name, id: template.id };
    const found = checkWithSchema(template === null ? dayCardTemplateAddSchema : dayCardTemplateUpdateSchema, input, locale, TEMPLATE_FORM);
    if (hasErrors(found)) {
      show(found);
      return;
    }
    clear();
    save.mutate(input, {
      onSuccess: () => {
        toast.success(t`Mallen är sparad.`);
        onDone();
      },
      onError: showError,
    });
  };

  return (
    <form ref={formRef} className="stack" onSubmit={onSubmit} noValidate aria-label={template === null ? t`Ny mall` : t`Redigera mallen ${template.name}`}>
      <TextField label={t`Mallens namn`} value={name} onChange={(e) => setName(e.target.value)} error={errors['name']} required maxLength={100} />
      {template === null && schools.length > 1 ? (
        <FormField label={t`Skola`} error={errors['schoolId']} required>
          {(control) => (
            <select className="form-input" value={schoolId} onChange={(e) => setSchoolId(e.target.value)} {...control}>
              <option value="">{t`Välj skola`}</option>
              {schools.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      <DayCardFields value={card} onChange={setCard} errors={errors} />
      <FormError message={formError} />
      <div className="row">
        <button type="button" className="button button-secondary" onClick={onDone}>
          {t`Avbryt`}
        </button>
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {t`Spara mallen`}
        </button>
      </div>
    </form>
  );
}
