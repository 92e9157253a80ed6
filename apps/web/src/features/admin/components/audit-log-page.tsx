import { useLingui } from '@lingui/react/macro';
import { auditActionLabel, auditLogFilterSchema } from '@vikariat/domain';
import { useState, type FormEvent } from 'react';
import { useLocale } from '../../../lib/locale-context.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { checkWithSchema, hasErrors, messageForPerson, type FormFields } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { downloadAuditLogCsv, EMPTY_AUDIT_FILTER, useAuditLog, type AuditEntryView, type AuditFilter } from '../api/audit-log.ts';
import '../../../components/ui/page.css';
import './admin.css';

export const AUDIT_FILTER_FORM: FormFields = { fields: ['admin', 'person', 'from', 'to'] };

const who = (p: AuditEntryView['admin']): string => (p === null ? '' : `${p.name} (${p.email})`);

/**
 * /admin/audit-log: every admin read of personal data (issue 25), newest first; filtered by admin, person and days,
 * and exported as CSV. Opening this screen is such a read too, and is in the log.
 */
export function AuditLogPage() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const [draft, setDraft] = useState<AuditFilter>(EMPTY_AUDIT_FILTER);
  const [filter, setFilter] = useState<AuditFilter>(EMPTY_AUDIT_FILTER);
  const log = useAuditLog(filter);
  const { errors, formError, formRef, show, clear } = useFormErrors(AUDIT_FILTER_FORM);
  const set = (key: keyof AuditFilter) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const payload = (f: AuditFilter): Record<string, string> =>
    Object.fromEntries(Object.entries(f).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== ''));

  const apply = (event: FormEvent): void => {
    event.preventDefault();
    const found = checkWithSchema(auditLogFilterSchema, payload(draft), locale, AUDIT_FILTER_FORM);
    if (hasErrors(found)) {
      show(found);
      return;
    }
    clear();
    setFilter(draft);
  };
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
      <form ref={formRef} className="card stack" onSubmit={apply} aria-label={t`Filter`} noValidate>
        <div className="form-grid">
          <TextField label={t`Administratör (e-post)`} type="email" value={draft.admin} onChange={set('admin')} error={errors['admin']} />
          <TextField label={t`Person (e-post)`} type="email" value={draft.person} onChange={set('person')} error={errors['person']} />
          <TextField label={t`Från och med`} type="date" value={draft.from} onChange={set('from')} error={errors['from']} />
          <TextField label={t`Till och med`} type="date" value={draft.to} onChange={set('to')} error={errors['to']} />
        </div>
        {formError ? (
          <p className="form-error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="row">
          <button type="submit" className="button button-primary">
            {t`Visa`}
          </button>
        </div>
      </form>
      {log.isPending ? <Spinner /> : null}
      {log.isError ? <p className="card admin-error">{messageForPerson(log.error, t`Loggen kunde inte hämtas.`)}</p> : null}
      {log.data?.length === 0 ? <p className="card empty-state">{t`Inga rader.`}</p> : null}
      {log.data && log.data.length > 0 ? (
        // a region keyboard users can scroll sideways: the table holds no control that would take focus (axe
        // scrollable-region-focusable)
        <div className="table-scroll" role="region" tabIndex={0} aria-labelledby="audit-log-caption">
          <table className="data-table">
            <caption id="audit-log-caption" className="visually-hidden">{t`Administratörers läsningar av personuppgifter`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Tid`}</th>
                <th scope="col">{t`Administratör`}</th>
                <th scope="col">{t`Vad`}</th>
                <th scope="col">{t`Vems`}</th>
                <th scope="col">{t`Detaljer`}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.map((e) => (
                <tr key={e.id}>
                  <td>{formatDateTime(e.at)}</td>
                  <td>{who(e.admin) || t`Raderat konto`}</td>
                  <td>{auditActionLabel(e.action, locale)}</td>
                  <td>{who(e.subject) || t`Flera personer`}</td>
                  <td className="admin-audit-detail">{e.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
