import { z } from 'zod';
import { apiErrorSchema } from '@vikariat/domain';
import { ApiError, OfflineError } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/session.ts';

const uploadAnswerSchema = z.union([
  z.object({ file: z.object({ filename: z.string().min(1) }).loose() }).transform((a) => a.file.filename),
  z
    .object({ filename: z.string().min(1) })
    .loose()
    .transform((a) => a.filename),
]);

/**
 * POST /api/shared/image (multipart field `img`) → the stored file name. XMLHttpRequest rather than fetch because
 * fetch reports no upload progress (spec 01 §4: upload progress is tracked). `onProgress` gets 0..1.
 */
export function uploadImage(image: Blob, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/shared/image');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new OfflineError());
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = uploadAnswerSchema.safeParse(data);
        if (parsed.success) {
          onProgress(1);
          resolve(parsed.data);
        } else reject(new ApiError(xhr.status, { code: 'unknown', message: 'Unexpected answer' }));
        return;
      }
      const error = apiErrorSchema.safeParse(data);
      reject(new ApiError(xhr.status, error.success ? error.data : { code: 'unknown', message: xhr.statusText }));
    };
    const form = new FormData();
    form.append('img', image, 'profile.jpg');
    xhr.send(form);
  });
}
