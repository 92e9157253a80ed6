import { useLingui } from '@lingui/react/macro';
import { attachmentDisplayName } from '@vikariat/domain';
import { downloadFile } from '../lib/download-file.ts';
import { toast } from './ui/toast-store.ts';

interface AttachmentListProps {
  /** Stored file names; nothing is shown when empty. */
  files: readonly string[];
  /** The heading level that fits the page's outline. */
  titleTag: 'h2' | 'h3';
  /** Each screen keeps its own look (the school's card vs the substitute's page). */
  classNames: { title: string; list: string; button: string };
}

/** A job's attached files (spec 02): each downloads under its display name; a failed download is told. */
export function AttachmentList({ files, titleTag: Title, classNames }: AttachmentListProps) {
  const { t } = useLingui();
  if (files.length === 0) return null;
  return (
    <div>
      <Title className={classNames.title}>{t`Bifogade filer`}</Title>
      <ul className={classNames.list}>
        {files.map((name) => (
          <li key={name}>
            <button
              type="button"
              className={classNames.button}
              onClick={() => void downloadFile(name, attachmentDisplayName(name)).catch(() => toast.error(t`Filen kunde inte hämtas.`))}
            >
              {attachmentDisplayName(name)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
