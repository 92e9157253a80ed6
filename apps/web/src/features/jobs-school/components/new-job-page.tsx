import { useLingui } from '@lingui/react/macro';
import { isLeaderRole, todayInFinland } from '@vikariat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast-store.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useAddTemp } from '../api/add-temp.ts';
import { usePrincipalContext } from '../api/school-context.ts';
import { useSchoolTeachers } from '../api/school-teachers.ts';
import { useTeacherContext } from '../api/teacher-context.ts';
import { uploadFiles } from '../api/upload-files.ts';
import { formErrorsOf, placeFieldErrors } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { emptyJobForm, validateNewJob, type JobFormValues } from '../hooks/job-form-values.ts';
import { postedJobState } from '../hooks/posted-job.ts';
import { JobForm, jobFormFields } from './job-form.tsx';
import { SosDialog } from './sos-dialog.tsx';

/** /jobs/new: create a job (principals and teachers); principals also post SOS jobs from here. */
export function NewJobPage() {
  const { t, i18n } = useLingui();
  const user = useSession();
  const navigate = useNavigate();
  const leader = user ? isLeaderRole(user.typeOfUser) : false;
  const principalContext = usePrincipalContext(user?.email ?? '', leader);
  const teachers = useSchoolTeachers(user?.email ?? '', leader);
  const teacherContext = useTeacherContext(user?.email ?? '', user?.typeOfUser === 'teacher');
  const today = todayInFinland();
  const [values, setValues] = useState<JobFormValues | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [sosOpen, setSosOpen] = useState(false);
  const addTemp = useAddTemp();

  const own = leader ? principalContext.data : teacherContext.data;
  const ownGrades = own?.grades ?? [];
  const schools = principalContext.data?.schools ?? [];
  // the poster's default description (their settings) starts the additional information, until they edit the form
  const form = values ?? emptyJobForm(today, ownGrades, own?.defaultDescription ?? '');
  const adminNotice = user?.school?.name === 'Admin' || schools.find((s) => s.id === form.school)?.name === 'Admin';
  const shown = { fields: jobFormFields({ principal: leader, schools, teachers: teachers.data ?? [], adminNotice, typeOfTemp: form.typeOfTemp }) };
  const { errors, formError, formRef, show, clear } = useFormErrors(shown);

  const submit = async () => {
    const checked = validateNewJob(form, [], {
      today,
      locale: i18n.locale === 'fi' ? 'fi' : 'sv',
      needsSchool: schools.length > 1,
      messages: { typeRequired: t`Välj typ av vikariat.`, schoolRequired: t`Välj skola.` },
    });
    if (!checked.ok) {
      show(placeFieldErrors(checked.errors, shown));
      if (checked.errors.school) window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    clear();
    try {
      let files: string[] = [];
      if (form.newFiles.length > 0) {
        setProgress(0);
        files = await uploadFiles(form.newFiles, setProgress);
      }
      const posted = await addTemp.mutateAsync({ ...checked.payload, files, ...(adminNotice ? { fromAdminType: form.fromAdminType } : {}) });
      toast.success(t`Vikariatet är publicerat.`);
      void navigate('/jobs/overview', postedJobState(posted.id));
    } catch (error) {
      // every field error is shown: under its field, or in the form's message when the form has no such field
      show(formErrorsOf(error, shown, { offline: t`Du är offline. Vikariatet kan publiceras när du har en förbindelse.`, unexpected: t`Något gick fel, försök igen.` }));
    } finally {
      setProgress(null);
    }
  };

  return (
    <section className="job-page" aria-labelledby="new-job-title">
      <h1 id="new-job-title">{t`Skapa vikariat`}</h1>
      <JobForm
        values={form}
        onChange={setValues}
        errors={errors}
        formError={formError}
        formRef={formRef}
        minStartDate={today}
        principal={leader}
        schools={schools}
        teachers={teachers.data ?? []}
        ownGrades={ownGrades}
        adminNotice={adminNotice}
        uploadProgress={progress}
        submitting={addTemp.isPending || progress !== null}
        submitLabel={t`Publicera`}
        onSubmit={() => void submit()}
        actions={
          leader ? (
            <button type="button" className="button button-danger" onClick={() => setSosOpen(true)}>
              {t`SOS`}
            </button>
          ) : null
        }
      />
      {leader ? (
        <SosDialog
          open={sosOpen}
          onClose={() => setSosOpen(false)}
          defaults={principalContext.data?.defaults ?? null}
          loadingDefaults={principalContext.isPending}
          schools={schools}
        />
      ) : null}
    </section>
  );
}
