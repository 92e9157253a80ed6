import { useLingui } from '@lingui/react/macro';
import { exportFileName, formatDate, isLeaderRole, organisationTitleFromEmail } from '@vikariat/domain';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { messageForPerson } from '../../../lib/form-errors.ts';
import { getToken } from '../../../lib/session.ts';
import { useExportAllowed } from '../../../lib/export-allowed.ts';
import { downloadExport } from '../api/download-export.ts';
import { clearExportToken, getExportToken, isExportTokenExpired } from '../hooks/export-token.ts';
import { ExportLanguageSwitch } from './export-language-switch.tsx';
import '../../../components/ui/page.css';
import './export.css';
import { LegalLinks } from '../../../components/ui/legal-links.tsx';

interface ReadyFile {
  url: string;
  name: string;
}

/** Saves a blob URL under a name through a temporary link (the automatic download). */
const saveAs = (file: ReadyFile): void => {
  const link = document.createElement('a');
  link.href = file.url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
};

function ExportDownload({ token, principalEmail }: { token: string; principalEmail: string | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const [file, setFile] = useState<ReadyFile | null>(null);
  const [title, setTitle] = useState(principalEmail ? organisationTitleFromEmail(principalEmail) : '');
  /** The server's reason when the download was refused, else the general words. */
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // once per visit, also under StrictMode's double effects
    if (started.current) return;
    started.current = true;
    downloadExport(token)
      .then((answer) => {
        const ready = { url: URL.createObjectURL(answer.blob), name: exportFileName(formatDate(new Date()), locale) };
        if (answer.organisationTitle && !principalEmail) setTitle(answer.organisationTitle);
        setFile(ready);
        saveAs(ready);
      })
      .catch((error: unknown) => {
        const message = messageForPerson(error, t`Något gick fel, försök igen`);
        setFailed(message);
        toast.error(message);
      });
  }, [token, principalEmail, locale, t]);

  useEffect(
    () => () => {
      if (file) URL.revokeObjectURL(file.url);
    },
    [file],
  );

  const onLogout = (): void => {
    clearExportToken();
    void navigate('/login/export');
  };

  return (
    <main className="export-shell">
      <div className="card stack export-card">
        <ExportLanguageSwitch />
        <h1>{title || t`Statistikexport`}</h1>
        {file ? (
          <>
            <p role="status">{t`Nedladdningen av statistiken har startat.`}</p>
            <p>
              {t`Startade inte nedladdningen?`}{' '}
              <a href={file.url} download={file.name}>
                {t`Ladda ner ${file.name}`}
              </a>
            </p>
          </>
        ) : failed !== null ? (
          <p role="alert">{failed}</p>
        ) : (
          <Spinner label={t`Statistiken hämtas…`} />
        )}
        <div className="row">
          {principalEmail ? (
            <button type="button" className="button button-secondary" onClick={() => void navigate('/jobs/overview')}>
              {t`Tillbaka`}
            </button>
          ) : (
            <button type="button" className="button button-secondary" onClick={onLogout}>
              {t`Logga ut`}
            </button>
          )}
        </div>
        <LegalLinks />
      </div>
    </main>
  );
}

/** /export: a principal whose school may export, or a passcode holder (spec 02 §2 "Export"). */
export function ExportPage() {
  const session = useSession();
  const principal = session !== null && isLeaderRole(session.typeOfUser);
  const allowed = useExportAllowed(principal);
  const passcodeToken = getExportToken();

  if (principal) {
    if (allowed.isPending) return <Spinner />;
    const token = getToken();
    if (!allowed.data || !token) return <Navigate to="/" replace />;
    return <ExportDownload token={token} principalEmail={session.email} />;
  }
  if (passcodeToken && !isExportTokenExpired(passcodeToken)) return <ExportDownload token={passcodeToken} principalEmail={null} />;
  return <Navigate to="/login/export" replace />;
}
