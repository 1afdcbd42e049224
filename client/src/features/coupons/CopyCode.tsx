import { useEffect, useState } from 'react';

/** Copy button for a coupon code, with the spec's 'Copied' hint for 2 seconds. */
export function CopyCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    setCopied(true);
    // Clipboard may be refused or wait for a permission: the hint does not depend on it.
    void navigator.clipboard?.writeText(code).catch(() => undefined);
  };
  return (
    <>
      <button type="button" className="coupon__copy" onClick={copy} aria-label={copied ? `Copied ${code}` : `Copy code ${code}`}>
        {copied ? 'Copied' : 'Copy'}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? `${code} copied` : ''}
      </span>
    </>
  );
}

/** "10% off up to ₹300 · Min. order ₹499" */
export function couponSummary(c: { discountType: string; discountValue: number; maxDiscount?: number | null; minOrderAmount: number }): string {
  const rupees = (n: number) => `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(n)}`;
  const off = c.discountType === 'percentage' || c.discountType === 'percent' ? `${c.discountValue}% off${c.maxDiscount ? ` up to ${rupees(c.maxDiscount)}` : ''}` : `${rupees(c.discountValue)} off`;
  return c.minOrderAmount > 0 ? `${off} · Min. order ${rupees(c.minOrderAmount)}` : `${off} · No minimum`;
}
