import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/** Asks the query `key` again after any change staff save (a count or a checklist follows at once). */
export function useAskAgainAfterSaves(key: QueryKey): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.mutation.state.status === 'success')
          void queryClient.invalidateQueries({ queryKey: key });
      }),
    // The key is a constant of each caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient],
  );
}
