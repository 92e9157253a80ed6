import { useLingui } from '@lingui/react/macro';
import { statisticsAuthSchema } from '@vikariat/domain';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useLocale } from '../../../lib/locale-context.tsx';
import { TextField, FormError } from '../../../components/ui/form-field.tsx';
import { checkWithSchema, hasErrors } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useExportAuth } from '../api/export-auth.ts';
import { getExportToken, isExportTokenExpired, setExportToken } from '../hooks/export-token.ts';
import { ExportLanguageSwitch } from './export-language-switch.tsx';
import '../../../components/ui/page.css';
import './export.css';
import { LegalLinks } from '../../../components/ui/legal-links.tsx';

/** The passcode is the form's one field; any other error of the server stands in the form's message. */
export const EXPORT_LOGIN_FORM = { fields: ['code'] } as const;

/** /login/export: the passcode login; a stored token goes straight to /export (spec 02 §2). */
export function ExportLoginPage() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const auth = useExportAuth();
  const { errors, formError, formRef, show, showError } = useFormErrors(EXPORT_LOGIN_FORM);
  const stored = getExportToken();
  if (stored && !isExportTokenExpired(stored)) return <Navigate to="/export" replace />;

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const checked = checkWithSchema(statisticsAuthSchema, { code }, locale, EXPORT_LOGIN_FORM);
    if (hasErrors(checked)) {
      show(checked);
      return;
    }
    try {
      setExportToken(await auth.mutateAsync(code));
      void navigate('/export');
    } catch (error) {
      showError(error);
    }
  };

  return (
    <main className="export-shell">
      <div className="card stack export-card">
        <ExportLanguageSwitch />
        <h1>{t`Statistikexport`}</h1>
        <form className="stack" onSubmit={(event) => void submit(event)} noValidate ref={formRef}>
          <TextField label={t`Kod`} type="password" autoComplete="off" value={code} onChange={(e) => setCode(e.target.value)} error={errors['code']} />
          <FormError message={formError} />
          <button type="submit" className="button button-primary" disabled={auth.isPending}>
            {t`Logga in`}
          </button>
        </form>
        <LegalLinks />
      </div>
    </main>
  );
}
