import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Modal } from '../../../components/ui/modal.tsx';
import { ProgressBar } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { pageActions } from '../../../lib/api-client.ts';
import { replaceToken } from '../../../lib/session.ts';
import { addProfilePic } from '../api/add-profile-pic.ts';
import { uploadImage } from '../api/upload-image.ts';
import { cropToJpeg, initialSquareCrop } from '../crop-geometry.ts';
import '../../../components/ui/form-field.css';

interface PictureModalProps {
  email: string;
  file: File | null;
  onClose: () => void;
}

const loadImage = (src: string): Promise<HTMLImageElement> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image'));
    image.src = src;
  });

/**
 * Crop (square, starting at 90% width), upload with progress, attach the file name to the profile, take the new
 * token (spec 01 §4). react-easy-crop does the crop widget; the crop is drawn to a JPEG canvas here.
 */
export function PictureModal({ email, file, onClose }: PictureModalProps) {
  const { t } = useLingui();
  const [source, setSource] = useState<{ url: string; image: HTMLImageElement } | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    let current = true;
    loadImage(url).then(
      (image) => {
        if (current) setSource({ url, image });
      },
      () => {
        if (current) setError(t`Filen är ingen bild.`);
      },
    );
    return () => {
      current = false;
      URL.revokeObjectURL(url);
      setSource(null);
      setArea(null);
      setProgress(null);
      setError(null);
    };
  }, [file, t]);

  const save = async (): Promise<void> => {
    if (!source || !area) return;
    setError(null);
    const blob = await cropToJpeg(source.image, area);
    if (!blob) {
      // An empty crop canvas is logged (spec 01 §8); the user can try again.
      console.error('profile picture: the crop canvas was empty');
      setError(t`Bilden kunde inte beskäras. Försök igen.`);
      return;
    }
    try {
      setProgress(0);
      const filename = await uploadImage(blob, setProgress);
      const { token } = await addProfilePic(email, filename);
      replaceToken(token);
      pageActions.reload();
    } catch (e) {
      setProgress(null);
      setError(isApiError(e) ? e.message : t`Uppladdningen misslyckades. Försök igen.`);
    }
  };

  const busy = progress !== null;
  return (
    <Modal
      open={file !== null}
      title={<Trans>Byt profilbild</Trans>}
      onClose={() => !busy && onClose()}
      size="large"
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
            <Trans>Avbryt</Trans>
          </button>
          <button type="button" className="button button-primary" onClick={() => void save()} disabled={!area || busy}>
            <Trans>Spara bilden</Trans>
          </button>
        </>
      }
    >
      <div className="profile-crop">
        {source ? (
          <Cropper
            image={source.url}
            crop={crop}
            zoom={zoom}
            aspect={1}
            initialCroppedAreaPixels={initialSquareCrop(source.image.naturalWidth, source.image.naturalHeight)}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_percent, pixels) => setArea(pixels)}
            mediaProps={{ alt: t`Bilden som beskärs` }}
          />
        ) : null}
      </div>
      <label className="profile-zoom">
        <Trans>Zooma</Trans>
        <input type="range" min={1} max={3} step={0.05} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} disabled={!source || busy} />
      </label>
      {busy ? <ProgressBar value={progress} label={t`Laddar upp bilden`} /> : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
