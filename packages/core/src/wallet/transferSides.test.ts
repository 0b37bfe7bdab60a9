import { describe, expect, it } from 'vitest';
import { TransferDirection } from '../funds/transferAmount.ts';
import { CENTER_SIDE, pickTransferSide, transferOfSides } from './transferSides.ts';

describe('transfer sides (SPEC §5: one side is always the centre wallet)', () => {
  const start = { from: CENTER_SIDE, to: '' };

  it('a venue picked on one side puts the centre on the other', () => {
    expect(pickTransferSide(start, 'from', 'AGZR')).toEqual({ from: 'AGZR', to: CENTER_SIDE });
    expect(pickTransferSide({ from: 'AGZR', to: CENTER_SIDE }, 'to', 'BBIN')).toEqual({
      from: CENTER_SIDE,
      to: 'BBIN',
    });
  });

  it('the centre picked on one side keeps the venue on the other, or clears a second centre', () => {
    expect(pickTransferSide({ from: 'AGZR', to: CENTER_SIDE }, 'from', CENTER_SIDE)).toEqual({
      from: CENTER_SIDE,
      to: '',
    });
    expect(pickTransferSide({ from: CENTER_SIDE, to: 'AGZR' }, 'to', CENTER_SIDE)).toEqual({
      from: '',
      to: CENTER_SIDE,
    });
    expect(pickTransferSide({ from: 'BBIN', to: CENTER_SIDE }, 'to', CENTER_SIDE).from).toBe('BBIN');
  });

  it('describes the transfer once a venue is picked', () => {
    expect(transferOfSides(start)).toBeNull();
    expect(transferOfSides({ from: CENTER_SIDE, to: 'AGZR' })).toEqual({
      venue: 'AGZR',
      direction: TransferDirection.IntoVenue,
    });
    expect(transferOfSides({ from: 'AGZR', to: CENTER_SIDE })).toEqual({
      venue: 'AGZR',
      direction: TransferDirection.OutOfVenue,
    });
  });
});
