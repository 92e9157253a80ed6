import { Trans, useLingui } from '@lingui/react/macro';
import { isProfileDocumentName, PROFILE_DOCUMENTS } from '@vikariat/domain';
import { useId } from 'react';
import { confirm } from '../../../components/ui/confirm-dialog.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { messageForPerson } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useProfileDocuments } from '../api/documents.ts';
import type { Profile } from '../api/get-profile.ts';
import { FormError } from '../../../components/ui/form-field.tsx';
import '../../../components/ui/form-field.css';

/** The upload's one field; any other error of the server stands in the card's message. */
export const DOCUMENTS_FORM = { fields: ['files'] } as const;

const sizeOf = (bytes: number, locale: string): string =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / (1024 * 1024)).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;

/**
 * "Dokument och filer" of the substitute's profile (spec 01 §2): a degree, a CV, references — added and removed at
 * once (no edit mode), read by the schools where the person applied (decision 020), as the card says.
 */
export function DocumentsCard({ documents, profileKey }: { documents: NonNullable<Profile['documents']>; profileKey: readonly unknown[] }) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const { upload, remove } = useProfileDocuments(profileKey);
  const { errors, formError, formRef, show, showError, clear } = useFormErrors(DOCUMENTS_FORM);
  const full = documents.length >= PROFILE_DOCUMENTS.maxCount;

  const add = async (files: File[]) => {
    if (files.length === 0) return;
    if (files.some((f) => !isProfileDocumentName(f.name))) {
      show({ fields: { files: t`Filtypen stöds inte. Välj en PDF, en bild eller ett textdokument.` }, form: null });
      return;
    }
    clear();
    try {
      await upload.mutateAsync(files);
      toast.success(t`Dokumentet är sparat.`);
    } catch (error) {
      showError(error);
    }
  };
  const drop = async (name: string, title: string) => {
    if (!(await confirm({ title: t`Ta bort ${title}?`, confirmLabel: t`Ta bort`, danger: true }))) return;
    try {
      await remove.mutateAsync(name);
    } catch (error) {
      toast.error(messageForPerson(error, t`Något gick fel, försök igen.`));
    }
  };

  return (
    <section className="profile-block" aria-labelledby="profile-documents-title">
      <div className="profile-block-head">
        <h2 id="profile-documents-title">
          <Trans>Dokument och filer</Trans>
        </h2>
      </div>
      <p className="muted">
        <Trans>Till exempel examensbevis, cv eller intyg. Skolor där du har anmält dig kan läsa dem.</Trans>
      </p>
      {documents.length > 0 ? (
        <ul className="profile-documents">
          {documents.map(({ name, title, size }) => (
            <li key={name}>
              <button
                type="button"
                className="profile-doc-link"
                onClick={() => void downloadFile(name, title, '/api/users/documents/').catch(() => toast.error(t`Filen kunde inte laddas ner.`))}
              >
                {title}
              </button>
              <span className="muted">{sizeOf(size, i18n.locale)}</span>
              <button type="button" className="icon-button" aria-label={t`Ta bort ${title}`} disabled={remove.isPending} onClick={() => void drop(name, title)}>
                <Icon name="trash" size={20} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t`Inga dokument ännu.`}</p>
      )}
      <form ref={formRef} noValidate onSubmit={(event) => event.preventDefault()}>
        <div className="form-field" data-invalid={Boolean(errors['files'])}>
          <label htmlFor={inputId} className="form-label">
            {t`Lägg till dokument`}
          </label>
          <input
            id={inputId}
            type="file"
            multiple
            disabled={full || upload.isPending}
            accept={PROFILE_DOCUMENTS.extensions.map((ext) => `.${ext}`).join(',')}
            aria-invalid={Boolean(errors['files'])}
            aria-describedby={`${inputId}-hint${errors['files'] ? ` ${inputId}-error` : ''}`}
            onChange={(e) => {
              const files = e.target.files ? [...e.target.files] : [];
              e.target.value = '';
              void add(files);
            }}
          />
          <p id={`${inputId}-hint`} className="form-hint">
            {full ? t`Du har 10 dokument, det största antalet. Ta bort ett för att lägga till ett nytt.` : t`PDF, bild eller textdokument, högst 10 MB per fil.`}{' '}
            {t`Ladda inte upp utdrag ur straffregistret: skolan tittar på det och antecknar bara att det visats.`}
          </p>
          {errors['files'] ? (
            <p id={`${inputId}-error`} className="form-error">
              {errors['files']}
            </p>
          ) : null}
        </div>
        <FormError message={formError} />
      </form>
    </section>
  );
}
