/**
 * Daily revenue as an inline SVG bar chart (no chart library: the admin chunk stays small). Screen
 * readers get a summary and the figures as a table inside <details>.
 */
import { rupees } from '../ui';

interface Day {
  day: string;
  orders: number;
  revenue: number;
}

const W = 900;
const H = 220;
const PAD = { left: 64, right: 8, top: 12, bottom: 28 };

export function SalesChart({ days }: { days: Day[] }) {
  const max = Math.max(1, ...days.map((d) => d.revenue));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const bar = plotW / Math.max(1, days.length);
  const total = days.reduce((sum, d) => sum + d.revenue, 0);
  const best = days.reduce((a, b) => (b.revenue > a.revenue ? b : a), days[0] ?? { day: '', orders: 0, revenue: 0 });
  const summary = `Revenue over the last ${days.length} days: ${rupees(total)} in all; best day ${best.day} with ${rupees(best.revenue)}.`;
  const ticks = [0, 0.5, 1].map((f) => Math.round(max * f));
  return (
    <figure style={{ margin: 0 }}>
      <svg className="admin-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary}>
        {ticks.map((t) => {
          const y = PAD.top + plotH - (t / max) * plotH;
          return (
            <g key={t}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y} y2={y} stroke="#e7e1da" />
              <text x={PAD.left - 6} y={y + 4} textAnchor="end">
                {rupees(t).replace(/\.00$/, '')}
              </text>
            </g>
          );
        })}
        {days.map((d, i) => {
          const h = (d.revenue / max) * plotH;
          return (
            <rect key={d.day} x={PAD.left + i * bar + 2} y={PAD.top + plotH - h} width={Math.max(1, bar - 4)} height={h} fill="#7a1f3d" rx={2}>
              <title>{`${d.day}: ${d.orders} orders, ${rupees(d.revenue)}`}</title>
            </rect>
          );
        })}
        {days.map((d, i) =>
          i % 5 === 0 || i === days.length - 1 ? (
            <text key={`l${d.day}`} x={PAD.left + i * bar + bar / 2} y={H - 8} textAnchor="middle">
              {d.day.slice(5)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="admin-muted">{summary}</figcaption>
      <details>
        <summary>Figures by day</summary>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" className="num">
                Orders
              </th>
              <th scope="col" className="num">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td>{d.day}</td>
                <td className="num">{d.orders}</td>
                <td className="num">{rupees(d.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
