import { z } from 'zod';
import { ApiError, OfflineError } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/session.ts';

const answerSchema = z
  .object({ files: z.array(z.object({ filename: z.string() }).loose()).default([]) })
  .loose()
  .transform((a) => a.files.map((f) => f.filename));

/**
 * POST /api/shared/upload/files (multipart field `files`): stores attachments and answers their stored names.
 * XMLHttpRequest rather than fetch because only it reports upload progress (0..1).
 */
export function uploadFiles(files: readonly File[], onProgress: (fraction: number) => void): Promise<string[]> {
  if (!navigator.onLine) return Promise.reject(new OfflineError());
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/shared/upload/files');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new OfflineError());
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = answerSchema.safeParse(body);
        if (parsed.success) {
          onProgress(1);
          resolve(parsed.data);
          return;
        }
      }
      const message = typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : xhr.statusText;
      reject(new ApiError(xhr.status, { code: 'upload_failed', message }));
    };
    xhr.send(form);
  });
}
