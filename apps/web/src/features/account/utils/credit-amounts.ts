import type { CreditMovement } from '@orato/shared';

import { formatCount, signedCredits } from '@/utils/format-number';

// keyed by string, not by the schema's kinds, so a kind the server adds later looks up to nothing
// instead of breaking the build; plan_change is the allowance a plan change adds
const DIRECTIONS: Readonly<Record<string, 1 | -1>> = {
  grant: 1,
  plan_change: 1,
  release: 1,
  hold: -1,
  capture: -1,
  reversal: -1,
};

/**
 * A movement's credits, signed by its kind (the server sends counts, the kind says which way they
 * went). A kind this app does not know gets no '+' it cannot vouch for.
 */
export function movementAmountText(movement: CreditMovement): string {
  // an adjustment by Orato's staff goes either way: the server sends it signed
  if (movement.kind === 'adjustment') {
    return signedCredits(movement.amount);
  }
  const direction = DIRECTIONS[movement.kind];
  if (direction === undefined && movement.amount > 0) {
    return formatCount(movement.amount);
  }
  return signedCredits((direction ?? 1) * movement.amount);
}
