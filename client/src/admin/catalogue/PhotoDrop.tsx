/**
 * A colour's photos: drop files on the zone (or choose them with the button, for keyboard and
 * screen-reader users), see them in order, move or remove them. Each file is uploaded at once;
 * the server refuses non-images and files over its size limit with a message shown here.
 */
import { useId, useRef, useState, type DragEvent } from 'react';
import { uploadPhoto } from './upload';

interface Props {
  label: string;
  images: string[];
  onChange: (images: string[]) => void;
  error?: string;
  /** At most this many photos. */
  max?: number;
}

export function PhotoDrop({ label, images, onChange, error, max = 12 }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const addFiles = async (files: FileList | File[]) => {
    setProblem(null);
    const list = Array.from(files).slice(0, Math.max(0, max - images.length));
    let current = images;
    for (const file of list) {
      setBusy((n) => n + 1);
      try {
        const photo = await uploadPhoto(file);
        current = [...current, photo.url];
        onChange(current);
        setStatus(`${file.name} uploaded.`);
      } catch (e) {
        setProblem(`${file.name}: ${(e as Error).message}`);
      } finally {
        setBusy((n) => n - 1);
      }
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void addFiles(event.dataTransfer.files);
  };
  const move = (from: number, to: number) => {
    const next = [...images];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
  };

  return (
    <fieldset className="cat-photos">
      <legend>{label}</legend>
      {images.length > 0 && (
        <ol className="cat-photos__list">
          {images.map((url, i) => (
            <li key={`${url}-${i}`} className="cat-photos__item">
              <img src={url} alt={`${label}: number ${i + 1}`} width={96} height={120} loading="lazy" />
              <div className="admin-actions">
                <button type="button" className="admin-btn admin-btn--small" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`Move photo ${i + 1} earlier`}>
                  ←
                </button>
                <button type="button" className="admin-btn admin-btn--small" disabled={i === images.length - 1} onClick={() => move(i, i + 1)} aria-label={`Move photo ${i + 1} later`}>
                  →
                </button>
                <button type="button" className="admin-btn admin-btn--small admin-btn--danger" onClick={() => onChange(images.filter((_, j) => j !== i))} aria-label={`Remove photo ${i + 1}`}>
                  ✕
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div
        className={`cat-drop${over ? ' cat-drop--over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="photo-drop"
      >
        <span>Drop photos here, or</span>
        <button type="button" className="admin-btn admin-btn--small" onClick={() => input.current?.click()} disabled={images.length >= max}>
          Choose photos
        </button>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          multiple
          hidden
          aria-label={`${label}: choose photos`}
          onChange={(e) => {
            if (e.target.files) void addFiles(e.target.files);
            e.target.value = '';
          }}
        />
      </div>
      <p className="admin-muted cat-hint">JPEG, PNG, WebP or AVIF. Resized for the shop and served as WebP/AVIF.</p>
      <p role="status" className="cat-visually-hidden">
        {busy > 0 ? 'Uploading…' : status}
      </p>
      {busy > 0 && <p className="admin-muted">Uploading…</p>}
      {(problem || error) && (
        <p className="admin-field-error" role="alert">
          {problem ?? error}
        </p>
      )}
    </fieldset>
  );
}
