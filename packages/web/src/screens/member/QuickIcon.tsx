export type QuickIconName =
  | 'deposit'
  | 'withdraw'
  | 'transfer'
  | 'records'
  | 'betRecords'
  | 'welfare'
  | 'tutorial'
  | 'limits';

const PATHS: Record<QuickIconName, string> = {
  deposit: 'M12 4v11m0 0l-4-4m4 4l4-4M5 19h14',
  withdraw: 'M12 19V8m0 0l-4 4m4-4l4 4M5 5h14',
  transfer: 'M5 9h13l-3-3M19 15H6l3 3',
  records: 'M7 4h10v16H7zM10 8h4M10 12h4M10 16h2',
  betRecords: 'M5 6h14v12H5zM5 10h14M9 14h2',
  welfare: 'M4 10h16v10H4zM12 10v10M3 7h18v3H3zM12 7c-2-4-6-3-4 0M12 7c2-4 6-3 4 0',
  tutorial: 'M4 6l8-3 8 3-8 3zM7 8v5c0 2 10 2 10 0V8M20 6v6',
  limits: 'M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6zM9 12l2 2 4-4',
};

/** Line icons for the overview's quick links (drawn, no icon font). */
export function QuickIcon({ name }: { name: QuickIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" className="quick-icon">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
