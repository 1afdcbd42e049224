import { useEffect, useRef, useState, type MouseEvent } from 'react';
import './gallery.css';
import { t } from '../../i18n/i18n';

const ZOOM = 2.5;

/**
 * Product image gallery: a main image with a zoom lens on mouse-over (fine pointers only) and a
 * row of thumbnails. `resetKey` changes when the colour changes, going back to the first image.
 */
export function Gallery({ images, alt, resetKey }: { images: string[]; alt: string; resetKey?: string }) {
  const [index, setIndex] = useState(0);
  const [lens, setLens] = useState<{ x: number; y: number; w: number; h: number } | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => setIndex(0), [resetKey]);
  const current = images[Math.min(index, images.length - 1)] ?? '';

  const onMove = (event: MouseEvent<HTMLDivElement>) => {
    if (!window.matchMedia('(hover: hover) and (pointer: fine)').matches) return;
    const rect = event.currentTarget.getBoundingClientRect();
    setLens({ x: event.clientX - rect.left, y: event.clientY - rect.top, w: rect.width, h: rect.height });
  };

  const LENS = 160;
  return (
    <div className="gallery">
      <div className="gallery__main" ref={frame} onMouseMove={onMove} onMouseLeave={() => setLens(null)} data-testid="gallery-main">
        {/* A product the owner has not photographed yet: the frame's own colour, not a broken image. */}
        {current ? <img src={current} alt={alt} width={600} height={750} fetchPriority="high" /> : <span className="visually-hidden">{alt}</span>}
        {lens && current && (
          <div
            className="gallery__lens"
            aria-hidden="true"
            style={{
              width: LENS,
              height: LENS,
              left: lens.x - LENS / 2,
              top: lens.y - LENS / 2,
              backgroundImage: `url("${current}")`,
              backgroundSize: `${lens.w * ZOOM}px ${lens.h * ZOOM}px`,
              backgroundPosition: `${-(lens.x * ZOOM - LENS / 2)}px ${-(lens.y * ZOOM - LENS / 2)}px`,
            }}
          />
        )}
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label={t('Product images')}>
          {images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button type="button" className="gallery__thumb" aria-label={t('Show image {n} of {total}', { n: i + 1, total: images.length })} aria-pressed={i === index} onClick={() => setIndex(i)}>
                <img src={src} alt="" width={72} height={90} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
