/**
 * A price (island UI kit; STYLE §3.8): rupees through lib/pricing/format-rupees.ts, or "Price on
 * request" when there is none; the unit (" / pack", " / 250g") follows in its own span.
 */
import { priceOrRequest, type RupeeStyle } from '../../lib/pricing/format-rupees.ts';

interface Props {
  amount: number | undefined;
  style?: RupeeStyle;
  unit?: string | undefined;
  unitClassName?: string | undefined;
}

export default function Price({ amount, style = 'whole', unit, unitClassName }: Props) {
  return (
    <>
      {priceOrRequest(amount, style)}
      {amount !== undefined && unit && <span className={unitClassName}>{unit}</span>}
    </>
  );
}
