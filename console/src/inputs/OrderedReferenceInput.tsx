import { ReferenceInput, SelectInput, type ReferenceInputProps } from 'react-admin';

const BY_POSITION = { field: 'position', order: 'ASC' } as const;

/**
 * A choice among the records of `reference` in their own order (`position`), up to 100 of them: every
 * board, FAQ category or member level there is. A select unless another input is given; also a
 * list filter (`alwaysOn` and `key` as for any filter).
 */
export function OrderedReferenceInput({ children, ...props }: ReferenceInputProps) {
  return (
    <ReferenceInput sort={BY_POSITION} perPage={100} {...props}>
      {children ?? <SelectInput />}
    </ReferenceInput>
  );
}
