import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import './size-chart.css';
import { t } from '../../i18n/i18n';

// The dialog (and its query) load only when a shopper asks for it: most product views never do.
const loadDialog = () => import('./SizeChartDialog');
const SizeChartDialog = lazy(loadDialog);

/** "Size chart" beside the size picker: opens the category's measurements and fit in a dialog. */
export function SizeChartButton({ productId, selectedSize }: { productId: string; selectedSize?: string | null }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Focus back on the button once the dialog has gone (while the modal is open the button is inert,
  // and the dialog unmounts, so the browser does not restore focus itself).
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      buttonRef.current?.focus();
    }
  }, [open]);
  const close = () => setOpen(false);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="size-chart-btn"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        <RulerIcon />{' '}{t('Size chart')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SizeChartDialog productId={productId} selectedSize={selectedSize ?? null} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

function RulerIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <rect x="2" y="7" width="20" height="10" rx="1.5" />
      <path d="M6 7v4M10 7v3M14 7v4M18 7v3" />
    </svg>
  );
}
