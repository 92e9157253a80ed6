import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { confirm } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCreateFeed } from '../api/create-feed.ts';
import { useFeedStatus } from '../api/feed-status.ts';
import { useRevokeFeed } from '../api/revoke-feed.ts';
import '../../../components/ui/form-field.css';

/**
 * The private iCalendar feed: the server keeps only a hash of the address, so it is shown once after it is made;
 * making a new one replaces the old, revoking stops it. Whether one is live (and since when) is asked, so revoking is
 * offered only for an address that exists.
 */
export function FeedCard() {
  const { t } = useLingui();
  const id = useId();
  const [url, setUrl] = useState<string | null>(null);
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const status = useFeedStatus();
  const since = status.data?.active === true && status.data.createdAt !== null ? status.data.createdAt : null;

  // awaited, not a per-call onSuccess: those fire only while the hook is subscribed, which a click right after the
  // card mounts can beat, and then the one-time address would be lost
  const onCreate = async (): Promise<void> => {
    try {
      setUrl(await create.mutateAsync());
    } catch (error) {
      toast.error((error instanceof Error && error.message) || t`Något gick fel`);
    }
  };
  const onCopy = async (): Promise<void> => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t`Adressen har kopierats`);
    } catch {
      toast.error(t`Kopiera adressen för hand.`);
    }
  };
  const onRevoke = async (): Promise<void> => {
    const ok = await confirm({
      title: t`Återkalla kalenderadressen?`,
      message: t`Kalendrar som prenumererar på den slutar uppdateras.`,
      confirmLabel: t`Återkalla`,
      danger: true,
    });
    if (!ok) return;
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        toast.success(t`Kalenderadressen har återkallats`);
      },
      onError: (error) => toast.error(error.message || t`Något gick fel`),
    });
  };

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Prenumerera i din egen kalender`}</h2>
      <p className="muted">
        {t`Lägg till den privata adressen i telefonens kalender (prenumerera via URL) så syns vikariaten där. Dela den inte: den som har adressen ser vikariaten.`}
      </p>
      {url ? (
        <div className="stack">
          <label htmlFor={id} className="form-label">
            {t`Din privata kalenderadress`}
          </label>
          <input id={id} className="form-input" readOnly value={url} onFocus={(e) => e.target.select()} />
          <p className="muted">{t`Adressen visas bara nu. Skapa en ny om du tappar bort den.`}</p>
          <div className="row">
            <button type="button" className="button button-primary" onClick={() => void onCopy()}>
              {t`Kopiera`}
            </button>
            <a className="button button-secondary" href={url.replace(/^https?:/, 'webcal:')}>
              {t`Öppna i kalendern`}
            </a>
          </div>
        </div>
      ) : since !== null ? (
        <p>{t`Du har en kalenderadress sedan ${formatDateTime(since)}.`}</p>
      ) : null}
      <div className="row">
        <button type="button" className="button button-secondary" disabled={create.isPending} onClick={() => void onCreate()}>
          {url !== null || since !== null ? t`Skapa en ny adress` : t`Skapa kalenderadress`}
        </button>
        {url !== null || since !== null ? (
          <button type="button" className="button button-danger" disabled={revoke.isPending} onClick={() => void onRevoke()}>
            {t`Återkalla adressen`}
          </button>
        ) : null}
      </div>
    </section>
  );
}
