import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { ProgressBar } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useUploadImage } from '../api/upload-image.ts';
import { cropToSquare } from './crop-image.ts';
import { messageForPerson } from '../../../lib/form-errors.ts';
import '../../../components/ui/form-field.css';

/**
 * The profile picture: pick a file, crop it to a square (react-easy-crop), upload it first; the form then sends
 * the stored file name (spec 02 §2 "Add teacher").
 */
export function PicturePicker({ onUploaded, error }: { onUploaded: (filename: string | null) => void; error?: string | undefined }) {
  const { t } = useLingui();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const upload = useUploadImage();

  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onFile = (file: File | undefined): void => {
    if (!file) return;
    setSource(URL.createObjectURL(file));
    setZoom(1);
    setCrop({ x: 0, y: 0 });
  };

  const onUse = async (): Promise<void> => {
    if (!source || !area) return;
    try {
      const blob = await cropToSquare(source, area);
      const filename = await upload.mutateAsync({ image: blob, onProgress: setProgress });
      setPreview(URL.createObjectURL(blob));
      setSource(null);
      onUploaded(filename);
    } catch (error) {
      toast.error(messageForPerson(error, t`Bilden kunde inte laddas upp`));
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <div className="stack">
      <label htmlFor={inputId} className="form-label">
        {t`Profilbild`}
      </label>
      {preview ? <img className="picture-preview" src={preview} alt={t`Vald profilbild`} /> : null}
      <input
        id={inputId}
        type="file"
        accept="image/*"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      {error ? (
        <p id={errorId} className="form-error">
          {error}
        </p>
      ) : null}
      {source ? (
        <div className="stack">
          <div className="cropper-area">
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          </div>
          <label className="row">
            {t`Zoom`}
            <input type="range" min={1} max={3} step={0.05} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} />
          </label>
          {upload.isPending ? <ProgressBar value={progress} label={t`Laddar upp bilden`} /> : null}
          <div className="row">
            <button type="button" className="button button-secondary" onClick={() => setSource(null)}>
              {t`Avbryt`}
            </button>
            <button type="button" className="button button-primary" disabled={!area || upload.isPending} onClick={() => void onUse()}>
              {t`Använd bilden`}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
