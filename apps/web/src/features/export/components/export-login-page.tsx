import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { TextField } from '../../../components/ui/form-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useExportAuth } from '../api/export-auth.ts';
import { getExportToken, isExportTokenExpired, setExportToken } from '../hooks/export-token.ts';
import { ExportLanguageSwitch } from './export-language-switch.tsx';
import '../../../components/ui/page.css';
import './export.css';

/** /login/export: the passcode login; a stored token goes straight to /export (spec 02 §2). */
export function ExportLoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const auth = useExportAuth();
  const stored = getExportToken();
  if (stored && !isExportTokenExpired(stored)) return <Navigate to="/export" replace />;

  const error = auth.error ? (isApiError(auth.error) ? (auth.error.fields['code'] ?? auth.error.message) : t`Något gick fel, försök igen`) : undefined;
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    auth.mutate(code, {
      onSuccess: (token) => {
        setExportToken(token);
        void navigate('/export');
      },
    });
  };

  return (
    <main className="export-shell">
      <div className="card stack export-card">
        <ExportLanguageSwitch />
        <h1>{t`Statistikexport`}</h1>
        <form className="stack" onSubmit={submit} noValidate>
          <TextField label={t`Kod`} type="password" autoComplete="off" value={code} onChange={(e) => setCode(e.target.value)} error={error} />
          <button type="submit" className="button button-primary" disabled={auth.isPending}>
            {t`Logga in`}
          </button>
        </form>
      </div>
    </main>
  );
}
