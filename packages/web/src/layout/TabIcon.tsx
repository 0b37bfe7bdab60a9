import type { TabCategory } from '@jinli/core/rules';

/** One 24-unit stroke icon per SPEC §2 tab category; pages outside them get the page icon. */
const PATHS: Record<TabCategory | 'page', string> = {
  HOME: 'M3 11l9-7 9 7v9a1 1 0 01-1 1h-5v-6h-6v6H4a1 1 0 01-1-1z',
  TY: 'M12 3a9 9 0 100 18 9 9 0 000-18zm0 4l4 3-1.5 5h-5L8 10zM12 3v4m9 5l-5-2m1 9l-2.5-4M7 19l2.5-4M3 12l5-2',
  DZ: 'M5 4h14v16H5zM5 9h14M9 14h.01M12 14h.01M15 14h.01M8 6.5h8',
  ZR: 'M4 6h16v12H4zM9 10l5 2-5 2zM8 21h8',
  CP: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6-5.3-3-5.3 3 1.2-6L3.4 9.3l6-.7z',
  QP: 'M6 4h9l3 3v13H6zM10 10c1.5-2 4-1 3.5 1-.3 1.3-2 2-3.5 3.5h4M10 17h4',
  DJ: 'M6 8h12a3 3 0 013 3v3a3 3 0 01-5.4 1.8L14 14h-4l-1.6 1.8A3 3 0 013 14v-3a3 3 0 013-3zM8 10v3M6.5 11.5h3M15 11h.01M17 13h.01',
  BY: 'M3 12c3-5 10-6 14-1l4-3v8l-4-3c-4 5-11 4-14-1zM8 11h.01',
  customer: 'M4 13v-1a8 8 0 0116 0v1M4 13h3v6H5a1 1 0 01-1-1zm16 0h-3v6h2a1 1 0 001-1z',
  venture:
    'M8 11a3 3 0 100-6 3 3 0 000 6zm8 0a3 3 0 100-6 3 3 0 000 6zM2 20c0-3 3-6 6-6s6 3 6 6m0-5.5c1-.3 1.5-.5 2-.5 3 0 6 3 6 6',
  sponsor: 'M7 4h10v5a5 5 0 01-10 0zM7 6H4a3 3 0 003 4m10-4h3a3 3 0 01-3 4M12 14v4m-4 2h8',
  discount: 'M4 10h16v10H4zM3 7h18v3H3zm9 0v13M12 7c-2-4-6-4-6-1s6 1 6 1zm0 0c2-4 6-4 6-1s-6 1-6 1z',
  app: 'M7 3h10v18H7zM10 18h4',
  save_money: 'M4 7h16v12H4zM4 11h16M12 3v6m-3-3l3 3 3-3',
  transfer_money: 'M4 8h14l-3-3m5 11H6l3 3',
  take_money: 'M4 7h16v12H4zM4 11h16M12 9V3m-3 3l3-3 3 3',
  profile: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c0-4 4-7 8-7s8 3 8 7',
  vip: 'M3 8l4 4 5-7 5 7 4-4-2 11H5z',
  Welfare: 'M12 21s-8-4.5-8-11a4.5 4.5 0 018-2.8A4.5 4.5 0 0120 10c0 6.5-8 11-8 11z',
  bet_record: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  trade_record: 'M5 4h14v16H5zM8 9h8M8 13h8M8 17h5',
  message: 'M4 5h16v12H8l-4 3zM8 10h8M8 13h5',
  page: 'M6 3h8l4 4v14H6zM14 3v4h4',
};

export function TabIcon({ category }: { category: TabCategory | null }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" className="tab-icon">
      <path
        d={PATHS[category ?? 'page']}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
