import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, OfflineError } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/session.ts';

const answerSchema = z.object({ file: z.object({ filename: z.string() }) });

/**
 * POST /api/shared/image (multipart field `img`) → file.filename. XMLHttpRequest rather than fetch: it reports
 * upload progress (the spec: "with progress").
 */
const uploadImage = (image: Blob, onProgress?: (fraction: number) => void): Promise<string> =>
  new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('img', image, 'teacher.jpg');
    const request = new XMLHttpRequest();
    request.open('POST', '/api/shared/image');
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new OfflineError());
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      const parsed = answerSchema.safeParse(body);
      if (request.status >= 200 && request.status < 300 && parsed.success) resolve(parsed.data.file.filename);
      else reject(new ApiError(request.status, { code: 'upload_failed', message: request.statusText }));
    };
    request.send(form);
  });

export const useUploadImage = () =>
  useMutation({ mutationFn: ({ image, onProgress }: { image: Blob; onProgress?: (f: number) => void }) => uploadImage(image, onProgress) });
