import { useLingui } from '@lingui/react/macro';
import { formatDate, formatPhone, localName } from '@vikariat/domain';
import { useState } from 'react';
import { useLocale } from '../../../lib/locale-context.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAdminSchools, type AdminSchool } from '../api/schools.ts';
import { PasscodeCard } from './passcode-card.tsx';
import { SchoolFormModal } from './school-form-modal.tsx';
import '../../../components/ui/page.css';
import './admin.css';

/** /admin/schools: the schools (create, edit) and the export passcodes. */
export function SchoolsPage() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const schools = useAdminSchools();
  const [editing, setEditing] = useState<AdminSchool | 'new' | null>(null);
  const list = (schools.data ?? []).filter((s) => !s.isAdmin);

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t`Skolor`}</h1>
        <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
          {t`Skapa skola`}
        </button>
      </header>
      {schools.isPending ? <Spinner /> : null}
      {schools.isError ? <p role="alert">{schools.error.message}</p> : null}
      {list.length > 0 ? (
        <div className="table-scroll card">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t`Namn`}</th>
                <th scope="col">{t`Kommun`}</th>
                <th scope="col">{t`Adress`}</th>
                <th scope="col">{t`Telefon`}</th>
                <th scope="col">{t`Licens till`}</th>
                <th scope="col">{t`Export`}</th>
                <th scope="col">
                  <span className="visually-hidden">{t`Åtgärder`}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((school) => (
                <tr key={school.id}>
                  <th scope="row">{school.name}</th>
                  <td>{school.municipalityName ? localName({ ...school.municipalityName, name_eng: '' }, locale) : school.municipality}</td>
                  <td>{school.address}</td>
                  <td>{school.phone ? formatPhone(school.phone) : ''}</td>
                  <td>{school.licenceUntil ? formatDate(school.licenceUntil) : '–'}</td>
                  <td>{school.exportAllowed ? t`Ja` : t`Nej`}</td>
                  <td>
                    <button type="button" className="button button-secondary" onClick={() => setEditing(school)}>
                      {t`Redigera`}
                      <span className="visually-hidden"> {school.name}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <PasscodeCard schools={schools.data ?? []} />
      {editing ? <SchoolFormModal school={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
