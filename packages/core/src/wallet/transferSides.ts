import { TransferDirection } from '../funds/transferAmount.ts';

/** The centre wallet's value in a transfer form's from/to pickers. */
export const CENTER_SIDE = 'center';

export interface TransferSides {
  /** CENTER_SIDE, a venue's enName, or '' (nothing picked). */
  readonly from: string;
  readonly to: string;
}

/**
 * SPEC §5 /mine/transfermoney: one side is always the centre wallet. Picking a venue on one side puts
 * the centre on the other; picking the centre keeps the other side's venue (or clears it).
 */
export function pickTransferSide(sides: TransferSides, side: 'from' | 'to', value: string): TransferSides {
  const other = side === 'from' ? sides.to : sides.from;
  const otherNow = value === CENTER_SIDE ? (other === CENTER_SIDE ? '' : other) : CENTER_SIDE;
  return side === 'from' ? { from: value, to: otherNow } : { from: otherNow, to: value };
}

/** The transfer the sides describe (null until a venue is picked). */
export function transferOfSides(
  sides: TransferSides,
): { venue: string; direction: (typeof TransferDirection)[keyof typeof TransferDirection] } | null {
  const venue = sides.from === CENTER_SIDE ? sides.to : sides.from;
  if (venue === '' || venue === CENTER_SIDE) return null;
  return {
    venue,
    direction: sides.from === CENTER_SIDE ? TransferDirection.IntoVenue : TransferDirection.OutOfVenue,
  };
}
