// Uploads a file as the raw body of a PUT, reporting progress (XMLHttpRequest upload events;
// fetch has none). The server streams it to storage and answers with what it found.
import type { UploadedFileDto, UploadKind } from '../../domain/uploads.ts';
import { ApiError } from './api-client.ts';

export type UploadHandle = { promise: Promise<UploadedFileDto>; abort: () => void };

export function uploadFile(kind: UploadKind, file: File, onProgress: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadedFileDto>((resolve, reject) => {
    xhr.open('PUT', `/api/uploads/${kind}?name=${encodeURIComponent(file.name)}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as UploadedFileDto);
      const err = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
      reject(new ApiError(xhr.status, err?.code ?? 'HTTP_ERROR', err?.message ?? 'The upload failed. Please try again.'));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'The upload failed. Please check your connection and try again.'));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', 'Upload cancelled.'));
    xhr.send(file);
  });
  return { promise, abort: () => xhr.abort() };
}
