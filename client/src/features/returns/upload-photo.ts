import { getToken } from '../session/session-store';

/** Uploads one return photo (the raw file as the body); answers its id for requestReturn. */
export async function uploadReturnPhoto(file: File): Promise<string> {
  const token = getToken();
  const response = await fetch('/api/v1/returns/photos', {
    method: 'POST',
    headers: { 'content-type': file.type || 'application/octet-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: file,
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(body?.message ?? 'The photo could not be uploaded.');
  return body.id as string;
}
