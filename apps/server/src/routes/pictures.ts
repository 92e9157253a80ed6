import { accountMsg, addProfilePicSchema, type Locale } from '@vikariat/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context.ts';
import { AppError, badRequest } from '../http/errors.ts';
import { requireAuth } from '../http/auth.ts';
import { formFiles, readForm } from '../http/form.ts';
import { readBody } from '../http/validate.ts';
import { MAX_IMAGE_BYTES } from '../files/images.ts';
import { requireAllowed } from '../services/accounts/guard.ts';
import { attachProfilePicture, readImage, uploadImage } from '../services/accounts/pictures.ts';

/**
 * Profile pictures (spec 01 §7). GET /api/shared/image/{file} needs no token: an <img> tag sends none, so
 * the file name (`<userId>-<128 random bits>.jpg`) is unguessable instead.
 */
export const pictureRoutes = new Hono<AppEnv>()
  .post(
    '/shared/image',
    requireAuth(),
    // the multipart envelope around a 5 MB picture
    bodyLimit({
      maxSize: MAX_IMAGE_BYTES + 64 * 1024,
      onError: (c) => {
        // hono's body-limit hands over a context without our variables' types
        const locale: Locale = c.get('locale') === 'fi' ? 'fi' : 'sv';
        const message = accountMsg('imageTooLarge', locale);
        throw new AppError(413, 'too_large', message, { img: message });
      },
    }),
    async (c) => {
      const [file] = formFiles(await readForm(c), 'img');
      if (file === undefined) {
        const message = accountMsg('notAnImage', c.var.locale);
        throw badRequest(message, { img: message }, 'not_an_image');
      }
      const filename = await uploadImage(c.var.deps, c.var.user, new Uint8Array(await file.arrayBuffer()), c.var.locale);
      return c.json({ file: { filename } });
    },
  )
  .post('/shared/add/profilepic', requireAuth(), async (c) => {
    const { email, filename } = await readBody(c, addProfilePicSchema);
    requireAllowed('POST /api/shared/add/profilepic', c.var.user, { email });
    return c.json({ token: await attachProfilePicture(c.var.deps, c.var.user, filename, c.var.locale) });
  })
  .get('/shared/image/:file', async (c) => {
    const bytes = await readImage(c.var.deps, c.req.param('file'));
    return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'image/jpeg' });
  });
