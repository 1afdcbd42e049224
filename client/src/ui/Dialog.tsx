import { useEffect, useRef, type ReactNode } from 'react';
import { t } from '../i18n/i18n';

/**
 * An accessible modal built on <dialog>: focus is trapped by the browser, Escape closes it,
 * and the title labels it.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="dialog" aria-label={title} onClose={onClose} onCancel={onClose}>
      {open && (
        <>
          <div className="dialog__header">
            <h2>{title}</h2>
            <button type="button" className="icon-btn" aria-label={t('Close')} onClick={onClose}>
              ✕
            </button>
          </div>
          <div className="dialog__body">{children}</div>
          {footer && <div className="dialog__footer">{footer}</div>}
        </>
      )}
    </dialog>
  );
}
