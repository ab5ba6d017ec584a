import { NumberInput, maxValue, minValue, required } from 'react-admin';
import { integer } from './parse';

/**
 * A record's place in its list (`position`, 0 first): a whole number from 0 to `max`, the contract's
 * limit for that list (POSITION_MAX, FAQ_POSITION_MAX, …).
 */
export function PositionInput({ max, helperText }: { max: number; helperText: string }) {
  return (
    <NumberInput
      source="position"
      fullWidth={false}
      step={1}
      min={0}
      validate={[required(), integer, minValue(0), maxValue(max)]}
      helperText={helperText}
    />
  );
}
