import { useLingui } from '@lingui/react/macro';
import { attachmentDisplayName, attachmentNeedsSizeWarning } from '@vikariat/domain';
import { useId } from 'react';
import { ProgressBar } from '../../../components/ui/spinner.tsx';
import '../../../components/ui/form-field.css';

interface AttachmentsFieldProps {
  stored: string[];
  added: File[];
  /** Upload progress 0..1 while saving, else null. */
  progress: number | null;
  onChange: (next: { stored: string[]; added: File[] }) => void;
  error?: string | undefined;
}

/** Several attachments; a file over 1 MB gets the spec's warning beside it; any can be removed before saving. */
export function AttachmentsField({ stored, added, progress, onChange, error }: AttachmentsFieldProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="form-field" data-invalid={Boolean(error)}>
      <label className="form-label" htmlFor={id}>
        {t`Bifogade filer`}
      </label>
      <input
        id={id}
        type="file"
        multiple
        className="job-file-input"
        aria-invalid={Boolean(error)}
        {...(error ? { 'aria-describedby': `${id}-error` } : {})}
        onChange={(e) => {
          const files = e.target.files ? [...e.target.files] : [];
          onChange({ stored, added: [...added, ...files] });
          e.target.value = '';
        }}
      />
      {stored.length + added.length > 0 ? (
        <ul className="job-files">
          {stored.map((name) => (
            <li key={name}>
              <span>{attachmentDisplayName(name)}</span>
              <button type="button" className="button button-secondary job-file-remove" onClick={() => onChange({ stored: stored.filter((s) => s !== name), added })}>
                {t`Ta bort`}
                <span className="visually-hidden"> {attachmentDisplayName(name)}</span>
              </button>
            </li>
          ))}
          {added.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>{file.name}</span>
              {attachmentNeedsSizeWarning(file.size) ? <span className="job-file-warning">{t`*Filen är för stor(max 1mb)`}</span> : null}
              <button type="button" className="button button-secondary job-file-remove" onClick={() => onChange({ stored, added: added.filter((_, i) => i !== index) })}>
                {t`Ta bort`}
                <span className="visually-hidden"> {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {progress !== null ? (
        <div className="job-progress">
          <ProgressBar value={progress} label={t`Uppladdning`} />
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
