/**
 * Toasts, loaded on demand: the same `toast.success/error/info/warn(message, options?)` calls as
 * react-toastify, but the library, its CSS and the container (top-right, 3 s, as the spec says) are
 * fetched and mounted on the first toast, keeping ~10 KB gzip out of the initial JavaScript.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { ToastOptions } from 'react-toastify';
import { t } from '../i18n/i18n';

type Kind = 'success' | 'error' | 'info' | 'warn';
type Show = (kind: Kind, message: string, options?: ToastOptions) => void;

let ready: Promise<Show> | null = null;

function load(): Promise<Show> {
  ready ??= (async () => {
    const [lib] = await Promise.all([import('react-toastify'), import('react-toastify/dist/ReactToastify.css')]);
    const host = document.createElement('div');
    host.className = 'toast-host';
    document.body.appendChild(host);
    createRoot(host).render(createElement(lib.ToastContainer, { position: 'top-right', autoClose: 3000, newestOnTop: true }));
    // react-toastify queues toasts raised before a container has mounted and shows them once it has.
    return (kind, message, options) => {
      lib.toast[kind](message, options);
    };
  })();
  ready.catch(() => {
    ready = null;
  });
  return ready;
}

/** Every toast goes through t(): a fixed English text shows in the shopper's language. */
function show(kind: Kind, message: string, options?: ToastOptions): void {
  const text = t(message);
  void load().then(
    (fn) => fn(kind, text, options),
    () => undefined,
  );
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warn: (message: string, options?: ToastOptions) => show('warn', message, options),
};
