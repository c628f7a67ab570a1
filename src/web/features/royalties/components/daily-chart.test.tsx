// The chart stops at the last reported day: the days after it have no bar and no point of the
// revenue line (no drop to 0), and are shaded and named "not reported yet". A period reported as a
// whole is marked and named, and the peak inside it names the period, not one of its days.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DailyChart, type ChartDay } from './daily-chart.tsx';

const days: ChartDay[] = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'].map((date, i) => ({
  date,
  streams: i < 2 ? 100 * (i + 1) : 0,
  revenue: i < 2 ? `${i + 1}.00` : '0.00',
}));

const points = (html: string) => /points="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
const bars = (html: string) => html.match(/<rect [^>]*class="fill-primary\/70"/g) ?? [];

describe('DailyChart', () => {
  it('ends the bars and the revenue line at the last reported day and names the days after it', () => {
    const html = renderToStaticMarkup(<DailyChart days={days} reportedThrough="2026-11-25" />);
    expect(bars(html)).toHaveLength(2);
    expect(points(html)).toHaveLength(2);
    expect(html).toContain('data-unreported');
    expect(html).toContain('Not reported yet');
    expect(html).toContain('Nov 26, 2026 – Nov 27, 2026: not reported yet');
    expect(html).toContain('Reported through Nov 25, 2026');
  });

  it('shades every day when nothing is reported yet', () => {
    const html = renderToStaticMarkup(<DailyChart days={days} reportedThrough={null} />);
    expect(bars(html)).toHaveLength(0);
    expect(html).toContain('No day reported yet');
    expect(html).toContain('Nov 24, 2026 – Nov 27, 2026: not reported yet');
  });

  it('draws every day when all are reported, or when it is not told (the console)', () => {
    for (const html of [
      renderToStaticMarkup(<DailyChart days={days} reportedThrough="2026-11-27" />),
      renderToStaticMarkup(<DailyChart days={days} />),
    ]) {
      expect(bars(html)).toHaveLength(4);
      expect(points(html)).toHaveLength(4);
      expect(html).not.toContain('data-unreported');
      expect(html).not.toContain('Not reported yet');
    }
  });

  it('names a period reported as a whole, and the peak in it by the period, not one of its days', () => {
    const spread: ChartDay[] = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'].map((date, i) => ({
      date,
      streams: i < 3 ? 39 : 10,
    }));
    const html = renderToStaticMarkup(<DailyChart days={spread} periods={[{ from: '2026-11-01', to: '2026-11-26' }]} />);
    expect(html).toContain('data-period="2026-11-01/2026-11-26"');
    expect(html).toContain('Reported for Nov 1 – Nov 26, 2026, spread evenly over its days');
    expect(html).toContain('Peak 39 streams a day, reported for Nov 1 – Nov 26, 2026');
    expect(html).not.toContain('Peak 39 streams on');
    const day = renderToStaticMarkup(<DailyChart days={spread.map((d, i) => ({ ...d, streams: i === 3 ? 50 : d.streams }))} />);
    expect(day).toContain('Peak 50 streams on Nov 27, 2026');
  });

  it('draws estimated streams apart, above a reported bar or alone on a day not reported yet, and names them', () => {
    const estimated = [
      { date: '2026-11-25', streams: 50 },
      { date: '2026-11-27', streams: 80 },
    ];
    const html = renderToStaticMarkup(<DailyChart days={days} reportedThrough="2026-11-25" estimated={estimated} />);
    expect(bars(html)).toHaveLength(2);
    expect(html.match(/data-estimated="[^"]+"/g)).toEqual(['data-estimated="2026-11-25"', 'data-estimated="2026-11-27"']);
    expect(html).toContain('Estimated (trend reports)');
    expect(html).toContain('Nov 27, 2026: 80 estimated streams (trend report, not yet in a statement)');
    expect(html).toContain('Estimated, from trend reports not yet in a statement: 130 streams');
    // the reported peak stays the reported figure
    expect(html).toContain('Peak 200 streams on Nov 25, 2026');
    const none = renderToStaticMarkup(<DailyChart days={days} reportedThrough="2026-11-25" />);
    expect(none).not.toContain('data-estimated');
    expect(none).not.toContain('Estimated');
  });

  it('names no peak when the reported days have no streams', () => {
    const zero = days.map((d) => ({ ...d, streams: 0, revenue: '0.00' }));
    const html = renderToStaticMarkup(
      <DailyChart days={zero} reportedThrough="2026-11-27" estimated={[{ date: '2026-11-26', streams: 9 }]} />,
    );
    expect(html).not.toContain('Peak');
    expect(html).toContain('No streams reported in these days');
  });
});
