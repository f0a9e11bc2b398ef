/**
 * Charts as plain SVG, drawn on the server: no script, readable without JavaScript, sized by a viewBox.
 * Every text goes through `escape`; colours are the two of the page (visits, leads) and Google's three.
 */

export function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface Series {
  name: string;
  colour: string;
  values: readonly number[];
}

const WIDTH = 720;

/** A line per series over the labelled x positions (days), with the largest value marked on the y axis. */
export function lineChart(labels: readonly string[], series: readonly Series[], title: string): string {
  const height = 240;
  const pad = { left: 48, right: 16, top: 16, bottom: 32 };
  const max = Math.max(1, ...series.flatMap((line) => line.values));
  const x = (index: number) => pad.left + (labels.length > 1 ? (index * (WIDTH - pad.left - pad.right)) / (labels.length - 1) : 0);
  const y = (value: number) => height - pad.bottom - (value * (height - pad.top - pad.bottom)) / max;
  const lines = series.map(
    (line) =>
      `<polyline fill="none" stroke="${line.colour}" stroke-width="2" points="${line.values.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(" ")}"><title>${escape(line.name)}</title></polyline>`,
  );
  const legend = series.map(
    (line, index) =>
      `<text x="${pad.left + 8 + index * 120}" y="${pad.top + 4}" fill="${line.colour}" font-size="12">${escape(line.name)}</text>`,
  );
  const ends = labels.length
    ? [
        `<text x="${x(0)}" y="${height - 8}" font-size="11">${escape(labels[0] ?? "")}</text>`,
        `<text x="${x(labels.length - 1)}" y="${height - 8}" font-size="11" text-anchor="end">${escape(labels.at(-1) ?? "")}</text>`,
      ]
    : [];
  return `<svg role="img" aria-label="${escape(title)}" viewBox="0 0 ${WIDTH} ${height}" width="100%">
<line x1="${pad.left}" y1="${height - pad.bottom}" x2="${WIDTH - pad.right}" y2="${height - pad.bottom}" stroke="#888"/>
<line x1="${pad.left}" y1="${pad.top}" x2="${pad.left}" y2="${height - pad.bottom}" stroke="#888"/>
<text x="${pad.left - 6}" y="${pad.top + 10}" font-size="11" text-anchor="end">${max}</text>
<text x="${pad.left - 6}" y="${height - pad.bottom}" font-size="11" text-anchor="end">0</text>
${[...lines, ...legend, ...ends].join("\n")}
</svg>`;
}

export interface Bar {
  label: string;
  value: number;
  /** Shown after the bar instead of the value. */
  text?: string;
  colour?: string;
}

/** Horizontal bars, one row each, longest first as given. */
export function barChart(bars: readonly Bar[], title: string, colour = "#2563eb"): string {
  const row = 26;
  const labelWidth = 240;
  const height = Math.max(1, bars.length) * row + 8;
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const barWidth = (value: number) => ((WIDTH - labelWidth - 90) * value) / max;
  const rows = bars.map(
    (
      bar,
      index,
    ) => `<text x="${labelWidth - 8}" y="${index * row + 18}" font-size="12" text-anchor="end">${escape(bar.label.slice(0, 40))}</text>
<rect x="${labelWidth}" y="${index * row + 5}" width="${barWidth(bar.value).toFixed(1)}" height="${row - 10}" fill="${bar.colour ?? colour}"/>
<text x="${labelWidth + barWidth(bar.value) + 6}" y="${index * row + 18}" font-size="12">${escape(bar.text ?? String(bar.value))}</text>`,
  );
  return `<svg role="img" aria-label="${escape(title)}" viewBox="0 0 ${WIDTH} ${height}" width="100%">
${rows.join("\n")}
</svg>`;
}
