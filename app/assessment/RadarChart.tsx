import { useId } from "react";

export interface RadarPoint {
  label: string;
  /** 0–100, or null when not applicable (drawn at the centre). */
  value: number | null;
}

/** Wider than tall: the labels left and right of the chart need the room. */
const WIDTH = 720;
const HEIGHT = 400;
const CX = WIDTH / 2;
const CY = HEIGHT / 2;
const RADIUS = 140;
const RINGS = [25, 50, 75, 100];

function at(index: number, count: number, value: number) {
  const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
  const r = (RADIUS * value) / 100;
  return { x: CX + r * Math.cos(angle), y: CY + r * Math.sin(angle), cos: Math.cos(angle) };
}

const pointsOf = (values: number[]) =>
  values
    .map((v, i) => at(i, values.length, v))
    .map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`)
    .join(" ");

/**
 * A radar chart drawn on the server as SVG: no chart library and no script. It is one image to
 * assistive technology (title and description); the numbers are in the table beside it.
 */
export function RadarChart({ points, title, description }: { points: RadarPoint[]; title: string; description: string }) {
  const id = useId();
  const values = points.map((p) => p.value ?? 0);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto w-full max-w-xl">
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {RINGS.map((ring) => (
        <polygon key={ring} points={pointsOf(points.map(() => ring))} fill="none" stroke="#94a3b8" strokeWidth="1" />
      ))}
      {points.map((p, i) => {
        const end = at(i, points.length, 100);
        const label = at(i, points.length, 112);
        const anchor = Math.abs(label.cos) < 0.2 ? "middle" : label.cos > 0 ? "start" : "end";
        return (
          <g key={p.label}>
            <line x1={CX} y1={CY} x2={end.x} y2={end.y} stroke="#94a3b8" strokeWidth="1" />
            <text x={label.x} y={label.y} textAnchor={anchor} dominantBaseline="middle" fontSize="14" fill="#0f172a">
              {p.label.length > 26 ? `${p.label.slice(0, 25)}…` : p.label}
            </text>
          </g>
        );
      })}
      <polygon points={pointsOf(values)} fill="rgba(30, 64, 175, 0.25)" stroke="#1e40af" strokeWidth="2" />
      {values.map((v, i) => {
        const p = at(i, values.length, v);
        return <circle key={points[i].label} cx={p.x} cy={p.y} r="4" fill="#1e40af" />;
      })}
    </svg>
  );
}
