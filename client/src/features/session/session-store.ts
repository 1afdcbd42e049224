/**
 * The shopper's session in the browser, under the spec's storage keys: `token` and
 * `userData` ({ phone, token }). Components subscribe with useSession().
 */
import { useSyncExternalStore } from 'react';

export interface SessionData {
  token: string;
  phone: string;
}

const listeners = new Set<() => void>();
let current: SessionData | null = read();

function read(): SessionData | null {
  try {
    const token = localStorage.getItem('token');
    if (!token) return null;
    const userData = JSON.parse(localStorage.getItem('userData') ?? '{}') as Partial<SessionData>;
    return { token, phone: userData.phone ?? '' };
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return current?.token ?? null;
}

export function setSession(data: SessionData): void {
  localStorage.setItem('token', data.token);
  localStorage.setItem('userData', JSON.stringify({ phone: data.phone, token: data.token }));
  current = data;
  listeners.forEach((listener) => listener());
}

export function clearSession(): void {
  localStorage.removeItem('token');
  localStorage.removeItem('userData');
  localStorage.removeItem('wishlistCount');
  current = null;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab logging in or out changes the same storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === 'token' || event.key === null) {
      current = read();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current session, or null for a visitor; re-renders on login and logout. */
export function useSession(): SessionData | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}
