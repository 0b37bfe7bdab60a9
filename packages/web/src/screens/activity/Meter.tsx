/** A progress meter for a task or a tier: `value` 0..1 from core (progressRatio). */
export function Meter({ value, label }: { value: number; label: string }) {
  const percent = Math.round(value * 100);
  return (
    <div
      className="activity-meter"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span style={{ width: `${percent}%` }} />
    </div>
  );
}
