/** Calls outside GraphQL: login (before a token exists) and file downloads (PDF, CSV). */
import { getStaffSession, setStaffSession, type StaffSession } from './session';

export interface ApiError {
  code: string;
  message: string;
  field?: string;
}

export class StaffApiError extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
  }
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new StaffApiError(json.error ?? { code: 'ERROR', message: 'Something went wrong. Please try again.' });
  return json as T;
}

export const requestCode = (phone: string) => post<{ message: string; otp?: string }>('/admin/auth/request-code', { phone });
export const verifyCode = (phone: string, otp: string) => post<StaffSession>('/admin/auth/verify', { phone, otp });

export async function logout(): Promise<void> {
  const session = getStaffSession();
  setStaffSession(null);
  if (session) await fetch('/admin/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${session.token}` } }).catch(() => undefined);
}

/** Downloads a staff-only file (the token goes in a header, so not a plain link) and saves it. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const session = getStaffSession();
  const res = await fetch(path, { headers: session ? { authorization: `Bearer ${session.token}` } : {} });
  if (!res.ok) {
    const json = await res.json().catch(() => ({}));
    throw new StaffApiError(json.error ?? { code: 'ERROR', message: 'The file could not be made.' });
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
