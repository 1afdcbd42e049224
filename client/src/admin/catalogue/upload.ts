/** Photo upload to /admin/upload with the staff token (multipart; the server resizes and stores it). */
import { getStaffSession, setStaffSession } from '../session';

export interface UploadedPhoto {
  url: string;
  width: number;
  height: number;
}

export async function uploadPhoto(file: File): Promise<UploadedPhoto> {
  const form = new FormData();
  form.append('photo', file, file.name);
  const token = getStaffSession()?.token;
  const res = await fetch('/admin/upload', { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (res.status === 401) setStaffSession(null);
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(body.message ?? body.errors?.[0]?.message ?? body.error?.message ?? 'The photo could not be uploaded.');
  return body as UploadedPhoto;
}
