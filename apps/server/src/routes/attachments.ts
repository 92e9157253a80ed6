import { Hono } from 'hono';
import { EXTRACT_UPLOAD_REFUSED, localise, namesCriminalRecordExtract } from '@vikariat/domain';
import type { AppEnv } from '../context.ts';
import {
  ATTACHMENT_MAX_BYTES,
  attachmentAccess,
  deleteAttachment,
  mayDeleteAttachment,
  mayReadAttachment,
  readAttachment,
  saveAttachment,
} from '../files/attachments.ts';
import { isSafeName } from '../files/storage.ts';
import { jobGuard } from '../http/job-guard.ts';
import { AppError, badRequest, notFound } from '../http/errors.ts';
import { formFiles, readForm } from '../http/form.ts';
import { loadJob } from '../services/jobs/job-view.ts';
import { publishFilesChanged } from '../realtime/named-events.ts';

const TOO_LARGE = { sv: 'Filen är för stor (max 10 MB).', fi: 'Tiedosto on liian suuri (max 10 Mt).' };
const NO_FILES = { sv: 'Välj en fil.', fi: 'Valitse tiedosto.' };

/**
 * Job attachments (spec 02 §7 "Files"). Stored as `<32 hex><sanitised name>`; read by the uploader, the
 * staff managing a job that carries the file, or the substitute chosen for it.
 */
export const attachmentRoutes = new Hono<AppEnv>()
  .post('/shared/upload/files', jobGuard('POST /api/shared/upload/files'), async (c) => {
    const { deps, user, locale } = c.var;
    const files = formFiles(await readForm(c), 'files');
    if (files.length === 0) throw badRequest(NO_FILES[locale], { files: NO_FILES[locale] });
    // a criminal-record extract is only ever seen, never stored (decision 031)
    if (files.some((f) => namesCriminalRecordExtract(f.name))) {
      throw badRequest(localise(EXTRACT_UPLOAD_REFUSED, locale), { files: localise(EXTRACT_UPLOAD_REFUSED, locale) }, 'criminal_record_extract');
    }
    if (files.some((f) => f.size > ATTACHMENT_MAX_BYTES)) throw new AppError(413, 'too_large', TOO_LARGE[locale], { files: TOO_LARGE[locale] });
    const saved: { filename: string }[] = [];
    for (const file of files) {
      const data = new Uint8Array(await file.arrayBuffer());
      saved.push({ filename: await saveAttachment(deps.database.db, deps.env.DATA_DIR, user.id, file.name, data) });
    }
    return c.json({ success: true, files: saved });
  })
  .get('/shared/file/:name', jobGuard('GET /api/shared/file/:name'), async (c) => {
    const { deps, user } = c.var;
    const name = c.req.param('name');
    if (!isSafeName(name)) throw notFound();
    const access = await attachmentAccess(deps.database.db, name, user.id);
    // a file one may not read is answered as one not there (decision 043): its name's existence is not told either
    if (!access.exists || !mayReadAttachment(user, access)) throw notFound();
    const data = await readAttachment(deps.env.DATA_DIR, name);
    if (data === null) throw notFound();
    return c.body(new Uint8Array(data), 200, {
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="${name.slice(32).replace(/"/g, '')}"`,
    });
  })
  .post('/shared/file/delete/:name', jobGuard('POST /api/shared/file/delete/:name'), async (c) => {
    const { deps, user } = c.var;
    const name = c.req.param('name');
    if (!isSafeName(name)) throw notFound();
    const access = await attachmentAccess(deps.database.db, name, user.id);
    if (!access.exists || !mayDeleteAttachment(user, access)) throw notFound();
    const touched = await deleteAttachment(deps.database.db, deps.env.DATA_DIR, name);
    for (const id of touched) {
      const job = await loadJob(deps.database.db, id);
      if (job !== undefined) await publishFilesChanged(deps, { id, schoolId: job.school_id, chosenId: job.chosen_id });
    }
    return c.json({ success: true });
  });
