import { useLingui } from '@lingui/react/macro';
import { auditActionLabel, auditDetailText, auditLogFilterSchema } from '@vikariat/domain';
import { useLocale } from '../../../lib/locale-context.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { StackedTable, type StackedColumn } from '../../../components/ui/stacked-table.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { messageForPerson, type FormFields } from '../../../lib/form-errors.ts';
import { useFilterForm } from '../hooks/use-filter-form.ts';
import { FilterForm } from './filter-form.tsx';
import { downloadAuditLogCsv, EMPTY_AUDIT_FILTER, useAuditLog, type AuditEntryView, type AuditFilter } from '../api/audit-log.ts';
import '../../../components/ui/page.css';
import './admin.css';

export const AUDIT_FILTER_FORM: FormFields = { fields: ['admin', 'person', 'from', 'to'] };

/** A question about a person's data may reach years back: the calendar has month and year menus. */
const LOG_YEARS = { back: 10, ahead: 0 };

const who = (p: AuditEntryView['admin']): string => (p === null ? '' : `${p.name} (${p.email})`);

/**
 * /admin/audit-log: every admin read of personal data (issue 25), newest first; filtered by admin, person and days,
 * and exported as CSV. Opening this screen is such a read too, and is in the log.
 */
export function AuditLogPage() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const { draft, set, errors, applied: filter, submit, formError, formRef } = useFilterForm<AuditFilter>(auditLogFilterSchema, AUDIT_FILTER_FORM, EMPTY_AUDIT_FILTER);
  const log = useAuditLog(filter);
  const columns: StackedColumn[] = [
    { label: t`Tid` },
    { label: t`Administratör` },
    { label: t`Vad` },
    { label: t`Vems` },
    { label: t`Detaljer`, className: 'admin-audit-detail' },
  ];
  const rows = (log.data ?? []).map((e) => ({
    key: e.id,
    cells: [
      formatDateTime(e.at),
      who(e.admin) || t`Raderat konto`,
      auditActionLabel(e.action, locale),
      who(e.subject) || t`Flera personer`,
      auditDetailText(e.action, e.detail, locale, e.names),
    ],
  }));
  const onExport = (): void => {
    downloadAuditLogCsv(filter).catch((error: unknown) => toast.error(messageForPerson(error, t`Exporten misslyckades.`)));
  };

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t`Granskningslogg`}</h1>
        <div className="page-actions">
          <button type="button" className="button button-secondary" onClick={onExport}>
            {t`Exportera CSV`}
          </button>
        </div>
      </header>
      <p className="muted">{t`Varje gång en administratör läser personuppgifter (listor med personer, loggar, exporter) skrivs en rad här.`}</p>
      <FilterForm formRef={formRef} submit={submit} formError={formError} label={t`Filter`}>
        <TextField label={t`Administratör (e-post)`} type="email" value={draft.admin} onChange={set('admin')} error={errors['admin']} />
        <TextField label={t`Person (e-post)`} type="email" value={draft.person} onChange={set('person')} error={errors['person']} />
        {/* the app's own date field (dd.MM.yyyy, a calendar in the app's language), not the browser's (mm/dd/yyyy);
            either bound may be left out, so each can be emptied again */}
        <DateField
          label={t`Från och med`}
          value={draft.from}
          years={LOG_YEARS}
          clearable
          onChange={(from) => set('from')({ target: { value: from } })}
          error={errors['from']}
        />
        <DateField label={t`Till och med`} value={draft.to} years={LOG_YEARS} clearable onChange={(to) => set('to')({ target: { value: to } })} error={errors['to']} />
      </FilterForm>
      {log.isPending ? <Spinner /> : null}
      {log.isError ? <p className="card admin-error">{messageForPerson(log.error, t`Loggen kunde inte hämtas.`)}</p> : null}
      {log.data?.length === 0 ? <p className="card empty-state">{t`Inga rader.`}</p> : null}
      {log.data && log.data.length > 0 ? (
        // a region keyboard users can scroll sideways on a tablet: the table holds no control that would take focus
        // (axe scrollable-region-focusable). On a phone each row is a card (data-table-stack), nothing scrolls sideways
        <div className="table-scroll" role="region" tabIndex={0} aria-labelledby="audit-log-caption">
          <StackedTable caption={t`Administratörers läsningar av personuppgifter`} captionId="audit-log-caption" columns={columns} rows={rows} />
        </div>
      ) : null}
    </div>
  );
}
