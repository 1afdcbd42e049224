/**
 * The browser's offer to install the store (`beforeinstallprompt`, Chromium browsers on Android and
 * desktop), kept until the shopper presses Install. Browsers without it (Safari, Firefox) install
 * through their own menu ("Add to Home screen"), which the banner explains instead.
 */
import { useSyncExternalStore } from 'react';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState = 'available' | 'unavailable' | 'installed';

let deferred: BeforeInstallPromptEvent | null = null;
let state: InstallState = isStandalone() ? 'installed' : 'unavailable';
const listeners = new Set<() => void>();

function isStandalone(): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true);
}

function set(next: InstallState) {
  state = next;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for our own Install button instead of the browser's mini bar.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    set('available');
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    set('installed');
  });
}

/** Whether the Install button can open the browser's install dialog. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => 'unavailable' as const,
  );
}

/** Opens the browser's install dialog; an offer can be used once, so it is dropped afterwards. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const offer = deferred;
  if (!offer) return 'unavailable';
  deferred = null;
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  set(outcome === 'accepted' ? 'installed' : 'unavailable');
  return outcome;
}
