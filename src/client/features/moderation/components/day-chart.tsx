import { CHART, chartBars, LABEL_EVERY, type ChartSeries } from '../lib/day-chart';

// NOTE: whole class strings, so Tailwind finds them; each series also has its name in the legend and the table.
const FILL = ['fill-rose-300', 'fill-amber-300', 'fill-maya', 'fill-emerald-300'];
const SWATCH = ['bg-rose-300', 'bg-amber-300', 'bg-maya', 'bg-emerald-300'];

/** A hand-drawn SVG bar chart per day, with the same numbers in a table for screen readers. */
export function DayChart({ title, days, series }: { title: string; days: string[]; series: ChartSeries[] }) {
  const { bars, ticks, slot } = chartBars(series, days.length);
  const index = new Map(series.map((s, i) => [s.key, i]));
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-white/80" aria-hidden="true">
        {series.map((s, i) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span className={`size-2.5 rounded-sm ${SWATCH[i % SWATCH.length]}`} /> {s.label}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} className="h-auto w-full" aria-hidden="true">
        {ticks.map((t) => (
          <g key={t.value}>
            <line x1={CHART.left} x2={CHART.width - CHART.right} y1={t.y} y2={t.y} className="stroke-white/15" />
            <text x={CHART.left - 8} y={t.y + 6} textAnchor="end" className="fill-white/70 text-[17px]">
              {Number.isInteger(t.value) ? t.value : ''}
            </text>
          </g>
        ))}
        {bars.map((b) => (
          <rect
            key={`${b.series}-${b.day}`}
            x={b.x}
            y={b.y}
            width={b.width}
            height={Math.max(b.height, b.value ? 1 : 0)}
            rx={2}
            className={FILL[index.get(b.series)! % FILL.length]}
          />
        ))}
        {days.map((d, i) =>
          (days.length - 1 - i) % LABEL_EVERY ? null : (
            <text
              key={d}
              x={CHART.left + i * slot + slot / 2}
              y={CHART.height - 8}
              textAnchor="middle"
              className="fill-white/70 text-[17px]"
            >
              {d.slice(8, 10)}/{d.slice(5, 7)}
            </text>
          ),
        )}
      </svg>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d, i) => (
            <tr key={d}>
              <th scope="row">{d}</th>
              {series.map((s) => (
                <td key={s.key}>{s.values[i]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
