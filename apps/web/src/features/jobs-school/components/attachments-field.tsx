import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { attachmentDisplayName, attachmentNeedsSizeWarning } from '@vikariat/domain';
import { useId } from 'react';
import { ProgressBar } from '../../../components/ui/spinner.tsx';
import { GroupField } from '../../../components/ui/form-field.tsx';

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
  const count = stored.length + added.length;
  // the browser's own picker reads "Choose Files / No file chosen" in the browser's language: its input stays (hidden,
  // still focusable and labelled) behind a button and a line of our own, in the app's language
  const chosen = count === 0 ? t`Ingen fil vald` : t({ message: plural(count, { one: '# fil vald', other: '# filer valda' }) });
  return (
    <GroupField label={t`Bifogade filer`} error={error}>
      {(group) => (
        <>
          <div className="job-file-picker">
            <input
              id={id}
              type="file"
              multiple
              className="job-file-input visually-hidden"
              aria-labelledby={`${group.labelledBy} ${id}-button`}
              aria-invalid={group.invalid}
              aria-describedby={[`${id}-chosen`, group.describedBy].filter(Boolean).join(' ')}
              onChange={(e) => {
                const files = e.target.files ? [...e.target.files] : [];
                onChange({ stored, added: [...added, ...files] });
                e.target.value = '';
              }}
            />
            {/* the input's label, drawn as a button: a click on it opens the picker; the input before it holds the focus */}
            <label id={`${id}-button`} htmlFor={id} className="button button-secondary job-file-button">
              {t`Välj filer`}
            </label>
            <span id={`${id}-chosen`} className="job-file-chosen" aria-live="polite">
              {chosen}
            </span>
          </div>
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
                  <button
                    type="button"
                    className="button button-secondary job-file-remove"
                    onClick={() => onChange({ stored, added: added.filter((_, i) => i !== index) })}
                  >
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
        </>
      )}
    </GroupField>
  );
}
