import './pages.css';

/** Combo pack (spec: only the heading). */
export default function ComboPackRoute() {
  return (
    <div className="container page combo">
      <h1>Combo Pack Here!</h1>
    </div>
  );
}
