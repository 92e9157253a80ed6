import { PROFILE_DOCUMENTS, accountMsg, type Locale } from '@vikariat/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context.ts';
import { requireAuth } from '../http/auth.ts';
import { AppError, notFound } from '../http/errors.ts';
import { formFiles, readForm } from '../http/form.ts';
import { isSafeName } from '../files/storage.ts';
import { addDocuments, deleteDocument, readDocument } from '../services/accounts/profile-documents.ts';

/**
 * Documents on a substitute's profile (spec 01 §2 "documents and files"). Upload: multipart field `files` (several at
 * once), at most 10 per person, 10 MB each, PDF / images / text documents. Read by the owner or a school that may see
 * the owner's profile; removed by the owner.
 */
export const profileDocumentRoutes = new Hono<AppEnv>()
  .post(
    '/users/documents',
    requireAuth('user'),
    bodyLimit({
      maxSize: PROFILE_DOCUMENTS.maxCount * PROFILE_DOCUMENTS.maxBytes + 64 * 1024,
      onError: (c) => {
        const locale: Locale = c.get('locale') === 'fi' ? 'fi' : 'sv';
        const message = accountMsg('documentTooLarge', locale);
        throw new AppError(413, 'too_large', message, { files: message });
      },
    }),
    async (c) => c.json({ documents: await addDocuments(c.var.deps, c.var.user, formFiles(await readForm(c), 'files'), c.var.locale) }),
  )
  .get('/users/documents/:name', requireAuth(), async (c) => {
    const name = c.req.param('name');
    if (!isSafeName(name)) throw notFound();
    const { title, data } = await readDocument(c.var.deps, c.var.user, name);
    return c.body(new Uint8Array(data), 200, {
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(title)}`,
    });
  })
  .post('/users/documents/delete/:name', requireAuth('user'), async (c) => {
    const name = c.req.param('name');
    if (!isSafeName(name)) throw notFound();
    return c.json({ documents: await deleteDocument(c.var.deps, c.var.user, name) });
  });
