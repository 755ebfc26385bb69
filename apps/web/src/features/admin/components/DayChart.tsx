import type { ChartConfiguration } from 'chart.js';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../i18n';
import { Card } from '../../../ui/DashboardPage';

export interface Series {
  label: string;
  values: number[];
  /** A token of index.css, e.g. `--color-brand-500`. */
  color: string;
}

/** Chart.js with only what these charts draw: loaded with the first chart, never by the public pages. */
const loadChart = () =>
  import('chart.js').then(
    ({
      Chart,
      BarController,
      BarElement,
      CategoryScale,
      Legend,
      LinearScale,
      LineController,
      LineElement,
      PointElement,
      Tooltip,
    }) => {
      Chart.register(
        BarController,
        BarElement,
        CategoryScale,
        Legend,
        LinearScale,
        LineController,
        LineElement,
        PointElement,
        Tooltip,
      );
      return Chart;
    },
  );

const cssColor = (token: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(token).trim() || '#5b6470';

/**
 * One figure of the dashboard, by day: a chart for the eye (a summary as its accessible name) and
 * the same figures as a table, for screen readers and anyone who wants the numbers.
 */
export function DayChart({
  title,
  days,
  series,
  kind,
  format,
}: {
  title: string;
  days: { day: string; label: string }[];
  series: Series[];
  kind: 'bar' | 'line';
  format: (value: number) => string;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const tableId = useId();

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void loadChart().then((Chart) => {
      if (cancelled || !canvas.current) return;
      const config: ChartConfiguration<'bar' | 'line'> = {
        type: kind,
        data: {
          labels: days.map((d) => d.label),
          datasets: series.map((s) => ({
            label: s.label,
            data: s.values,
            backgroundColor: cssColor(s.color),
            borderColor: cssColor(s.color),
            borderWidth: kind === 'line' ? 2 : 0,
            pointRadius: 0,
          })),
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          interaction: { mode: 'index', intersect: false },
          scales: {
            x: { grid: { display: false }, ticks: { maxTicksLimit: 6, maxRotation: 0 } },
            y: { beginAtZero: true, ticks: { precision: 0, callback: (v) => format(Number(v)) } },
          },
          plugins: {
            legend: { position: 'bottom', labels: { boxWidth: 12 } },
            tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${format(Number(item.raw))}` } },
          },
        },
      };
      chart = new Chart(canvas.current, config as ChartConfiguration);
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [days, series, kind, format]);

  const totals = series.map((s) => `${s.label} ${format(s.values.reduce((a, b) => a + b, 0))}`).join(', ');
  const summary = t('admin.dashboard.chartSummary', {
    title,
    days: days.length,
    from: days[0]?.label ?? '',
    to: days.at(-1)?.label ?? '',
    totals,
  });
  return (
    <Card title={title}>
      <div className="relative h-56">
        <canvas ref={canvas} role="img" aria-label={summary} />
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700" aria-controls={tableId}>
          {t('admin.dashboard.showTable')}
        </summary>
        <div className="mt-2">
          <table id={tableId} className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-line text-muted">
                <th scope="col" className="py-1.5 text-start font-medium">
                  {t('admin.dashboard.day')}
                </th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className="py-1.5 text-end font-medium">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d, i) => (
                <tr key={d.day} className="border-b border-line/60">
                  <th scope="row" className="py-1.5 text-start font-normal">
                    {d.label}
                  </th>
                  {series.map((s) => (
                    <td key={s.label} className="py-1.5 text-end tabular-nums">
                      {format(s.values[i] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Card>
  );
}
