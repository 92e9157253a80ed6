import { Trans, useLingui } from '@lingui/react/macro';
import type { TokenClaims } from '@vikariat/domain';
import { useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useIdentityStartMutation } from '../api/identity-start.ts';
import { PictureModal } from './picture-modal.tsx';

/** Where a stored picture is served (spec 01 §7). */
const imageUrl = (file: string): string => `/api/shared/image/${encodeURIComponent(file)}`;

/** Picture (with the change button and crop modal), name, and identity verification. */
export function ProfileHeader({ user, image }: { user: TokenClaims; image: string | null }) {
  const { t } = useLingui();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const identity = useIdentityStartMutation();

  const verify = (): void => {
    identity.mutate(undefined, {
      onSuccess: (url) => window.location.assign(url),
      onError: (error) => toast.error(isApiError(error) ? error.message : t`Identifiering är inte tillgänglig just nu.`),
    });
  };

  return (
    <section className="profile-header" aria-label={t`Profilbild och identitet`}>
      <div className="profile-photo">
        {image ? (
          <img src={imageUrl(image)} alt={t`Profilbild`} width={112} height={112} />
        ) : (
          <span className="profile-photo-empty" aria-hidden="true">
            {(user.firstName.charAt(0) + user.lastName.charAt(0)).toUpperCase()}
          </span>
        )}
      </div>
      <div className="profile-header-text">
        <h1 className="profile-fullname">
          {user.firstName} {user.lastName}
          {user.identityVerified ? (
            <span className="profile-verified-badge">
              <Icon name="verified" size={20} />
              <Trans>Verifierad</Trans>
            </span>
          ) : null}
        </h1>
        <p className="profile-email">{user.email}</p>
        <div className="profile-header-buttons">
          <button type="button" className="button button-secondary" onClick={() => fileInput.current?.click()}>
            <Trans>Byt profilbild</Trans>
          </button>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className="visually-hidden"
            tabIndex={-1}
            aria-label={t`Välj en bild`}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              e.target.value = '';
            }}
          />
          {user.typeOfUser === 'user' && !user.identityVerified ? (
            <button type="button" className="button button-primary" onClick={verify} disabled={identity.isPending}>
              <Trans>Verifiera din identitet</Trans>
            </button>
          ) : null}
        </div>
      </div>
      <PictureModal email={user.email} file={file} onClose={() => setFile(null)} />
    </section>
  );
}
