import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../../lib/use-session.ts';
import { confirm } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ViewToggle, type ListView } from '../../../components/ui/view-toggle.tsx';
import { useSchoolCodes } from '../api/get-school-codes.ts';
import { usePrincipalSchools } from '../../../lib/principal-schools.ts';
import { useTeachers, type Teacher } from '../api/get-teachers.ts';
import { useRemoveTeacher } from '../api/remove-teacher.ts';
import { useSetAllTeachersActive } from '../api/set-all-teachers-active.ts';
import { useSetTeacherActive } from '../api/set-teacher-active.ts';
import { useTeachersLive } from '../hooks/use-teachers-live.ts';
import { EditTeacherModal } from './edit-teacher-modal.tsx';
import { SchoolCodeHeader } from './school-code-header.tsx';
import { TeacherCard } from './teacher-card.tsx';
import '../../../components/ui/page.css';
import './teachers.css';
import { messageForPerson } from '../../../lib/form-errors.ts';

/** /teachers (spec 02 §2 "Teacher list"). */
export function TeachersPage() {
  const { t } = useLingui();
  const session = useSession();
  const email = session?.email ?? '';
  const [school, setSchool] = useState<string | null>(null);
  const [view, setView] = useState<ListView>('block');
  const [editing, setEditing] = useState<Teacher | null>(null);
  const units = useSchoolCodes(email);
  const schools = usePrincipalSchools(email);
  const teachers = useTeachers(email, school);
  const setActive = useSetTeacherActive();
  const setAllActive = useSetAllTeachersActive();
  const remove = useRemoveTeacher();
  useTeachersLive();

  // bulk actions act on one school: the picked one, else the only (or own) one
  const schoolForBulk = school ?? (schools.data?.length === 1 ? schools.data[0]?.id : undefined) ?? session?.school?.id ?? null;

  const onToggle = (teacher: Teacher, active: boolean): void => {
    setActive.mutate({ email: teacher.email, active }, { onError: (error) => toast.error(messageForPerson(error, t`Något gick fel`)) });
  };

  const onRemove = async (teacher: Teacher): Promise<void> => {
    const name = `${teacher.firstName} ${teacher.lastName}`;
    const ok = await confirm({ title: t`Ta bort ${name}?`, message: t`Lärarens konto tas bort.`, confirmLabel: t`Ta bort`, danger: true });
    if (!ok) return;
    remove.mutate(teacher.email, {
      onSuccess: () => toast.success(t`Läraren har tagits bort`),
      onError: (error) => toast.error(messageForPerson(error, t`Något gick fel`)),
    });
  };

  const onAll = (active: boolean): void => {
    if (!schoolForBulk) return;
    setAllActive.mutate(
      { school: schoolForBulk, active },
      {
        onSuccess: () => toast.success(active ? t`Alla lärare är aktiverade` : t`Alla lärare är inaktiverade`),
        onError: (error) => toast.error(messageForPerson(error, t`Något gick fel`)),
      },
    );
  };

  const list = teachers.data?.teachers ?? [];
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t`Lärare`}</h1>
        <div className="page-actions">
          <ViewToggle value={view} onChange={setView} />
          <Link className="button button-primary" to="/teachers/create">
            {t`Lägg till lärare`}
          </Link>
        </div>
      </header>
      <SchoolCodeHeader schools={schools.data ?? []} units={units.data ?? []} school={school} onSchool={setSchool} />
      <div className="row">
        <button type="button" className="button button-secondary" disabled={!schoolForBulk || setAllActive.isPending} onClick={() => onAll(true)}>
          {t`Aktivera alla`}
        </button>
        <button type="button" className="button button-secondary" disabled={!schoolForBulk || setAllActive.isPending} onClick={() => onAll(false)}>
          {t`Inaktivera alla`}
        </button>
      </div>
      {teachers.isPending ? <Spinner /> : null}
      {teachers.isError ? (
        <p role="alert" className="card">
          {messageForPerson(teachers.error, t`Något gick fel`)}
        </p>
      ) : null}
      {teachers.isSuccess && list.length === 0 ? (
        <p className="card empty-state">
          <Trans>Inga lärare ännu.</Trans>
        </p>
      ) : null}
      <div className={view === 'block' ? 'card-grid teachers-grid' : 'teacher-list'}>
        {list.map((teacher) => (
          <TeacherCard
            key={teacher.id}
            teacher={teacher}
            layout={view}
            busy={setActive.isPending && setActive.variables.email === teacher.email}
            onEdit={setEditing}
            onRemove={(item) => void onRemove(item)}
            onToggleActive={onToggle}
          />
        ))}
      </div>
      {editing ? <EditTeacherModal teacher={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
