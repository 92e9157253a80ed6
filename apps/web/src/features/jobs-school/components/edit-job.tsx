import { useLingui } from '@lingui/react/macro';
import { todayInFinland } from '@vikariat/domain';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast-store.ts';
import type { SchoolJob } from '../api/school-job.ts';
import { useUpdateTemp } from '../api/update-temp.ts';
import { uploadFiles } from '../api/upload-files.ts';
import { formErrorsOf, placeFieldErrors } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { jobFormOf, validateEditedJob, type JobFormValues } from '../hooks/job-form-values.ts';
import { JobForm, jobFormFields } from './job-form.tsx';

/** Edit mode of the manage page: the create form's fields, save and cancel. */
export function EditJob({ job, principal, onDone }: { job: SchoolJob; principal: boolean; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<JobFormValues>(() => jobFormOf(job));
  const [progress, setProgress] = useState<number | null>(null);
  const update = useUpdateTemp();
  const shown = { fields: jobFormFields({ principal, schools: [], teachers: [], adminNotice: false, typeOfTemp: values.typeOfTemp }) };
  const { errors, formError, formRef, show } = useFormErrors(shown);

  const save = async () => {
    const checked = validateEditedJob(job.uniqueId, values, values.storedFiles, {
      locale: i18n.locale === 'fi' ? 'fi' : 'sv',
      messages: { typeRequired: t`Välj typ av vikariat.`, schoolRequired: t`Välj skola.` },
    });
    if (!checked.ok) {
      show(placeFieldErrors(checked.errors, shown));
      return;
    }
    try {
      let added: string[] = [];
      if (values.newFiles.length > 0) {
        setProgress(0);
        added = await uploadFiles(values.newFiles, setProgress);
      }
      await update.mutateAsync({ ...checked.payload, files: [...values.storedFiles, ...added] });
      toast.success(t`Ändringarna är sparade.`);
      onDone();
    } catch (error) {
      show(formErrorsOf(error, shown, { offline: t`Du är offline. Ändringarna kan sparas när du har en förbindelse.`, unexpected: t`Något gick fel, försök igen.` }));
    } finally {
      setProgress(null);
    }
  };

  return (
    <JobForm
      values={values}
      onChange={setValues}
      errors={errors}
      formError={formError}
      formRef={formRef}
      principal={principal}
      schools={[]}
      teachers={[]}
      ownGrades={job.grades}
      minStartDate={todayInFinland()}
      keepStartDate={jobFormOf(job).startDate}
      adminNotice={false}
      uploadProgress={progress}
      submitting={update.isPending || progress !== null}
      submitLabel={t`Spara`}
      onSubmit={() => void save()}
      actions={
        <button type="button" className="button button-secondary" onClick={onDone}>
          {t`Avbryt`}
        </button>
      }
    />
  );
}
