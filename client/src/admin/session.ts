/**
 * The staff session in this browser: the token from /admin/auth/verify (kept in localStorage
 * until it expires or the server refuses it) and who it belongs to.
 */
import { useSyncExternalStore } from 'react';

export type StaffRole = 'owner' | 'catalogue' | 'fulfilment';

export interface StaffSession {
  token: string;
  expiresAt: string;
  staff: { id: string; phone: string; name: string | null; role: StaffRole };
}

const KEY = 'kapda.staff.session';
const listeners = new Set<() => void>();
let current: StaffSession | null = read();

function read(): StaffSession | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as StaffSession | null;
    return value && new Date(value.expiresAt).getTime() > Date.now() ? value : null;
  } catch {
    return null;
  }
}

export function getStaffSession(): StaffSession | null {
  return current;
}

export function setStaffSession(session: StaffSession | null): void {
  current = session;
  if (session) localStorage.setItem(KEY, JSON.stringify(session));
  else localStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

/** Whether the role may open something meant for `roles` (owners may open everything). */
export const roleMay = (role: StaffRole, roles: readonly StaffRole[]) => role === 'owner' || roles.length === 0 || roles.includes(role);
