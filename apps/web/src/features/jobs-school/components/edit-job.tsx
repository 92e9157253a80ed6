import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast-store.ts';
import type { SchoolJob } from '../api/school-job.ts';
import { useUpdateTemp } from '../api/update-temp.ts';
import { uploadFiles } from '../api/upload-files.ts';
import { jobFormOf, validateEditedJob, type JobFormErrors, type JobFormValues } from '../hooks/job-form-values.ts';
import { submitErrorOf } from '../hooks/submit-error.ts';
import { JobForm } from './job-form.tsx';

/** Edit mode of the manage page: the create form's fields, save and cancel. */
export function EditJob({ job, principal, onDone }: { job: SchoolJob; principal: boolean; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<JobFormValues>(() => jobFormOf(job));
  const [errors, setErrors] = useState<JobFormErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const update = useUpdateTemp();

  const save = async () => {
    const checked = validateEditedJob(job.uniqueId, values, values.storedFiles, {
      locale: i18n.locale === 'fi' ? 'fi' : 'sv',
      messages: { typeRequired: t`Välj typ av vikariat.`, schoolRequired: t`Välj skola.` },
    });
    if (!checked.ok) {
      setErrors(checked.errors);
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
      const { fields, message } = submitErrorOf(error, t`Du är offline. Ändringarna kan sparas när du har en förbindelse.`);
      setErrors(fields);
      if (message) toast.error(message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <JobForm
      values={values}
      onChange={setValues}
      errors={errors}
      principal={principal}
      schools={[]}
      teachers={[]}
      ownGrades={job.grades}
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
