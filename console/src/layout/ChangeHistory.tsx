import { useQuery } from '@tanstack/react-query';
import { Box, Skeleton, Typography } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useKoreaTimeFormat } from '../fields/KoreaTimeField';
import { API_URL } from '../providers/dataProvider';
import { httpClient } from '../providers/httpClient';
import { useChangeText, type FieldChange } from './changes';

interface Entry {
  id: number;
  action: 'create' | 'update' | 'delete' | 'reply';
  staffUsername: string;
  createdAt: string | null;
  changes: FieldChange[];
}

/**
 * 변경 이력: every create, save and reply of this record, newest first: when, by whom, and each
 * field's old and new value (a patient's fields named only). Read again after every save.
 */
export function ChangeHistory() {
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  const translate = useTranslate();
  const time = useKoreaTimeFormat();
  const changeText = useChangeText(resource);
  const { data, isPending, isError } = useQuery({
    queryKey: ['changes', resource, record?.id, record?.lockVersion],
    queryFn: async ({ signal }) =>
      (await httpClient(`${API_URL}/${resource}/${record!.id}/changes`, { signal })).json as Entry[],
    enabled: Boolean(resource && record?.id !== undefined),
    staleTime: 0,
  });
  return (
    <Box component="section" aria-labelledby="change-history-title" sx={{ p: 2 }} data-testid="change-history">
      <Typography id="change-history-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.changes.title')}
      </Typography>
      {isPending ? (
        <Skeleton width="60%" />
      ) : isError || !data ? null : data.length === 0 ? (
        <Typography color="text.secondary">{translate('app.changes.none')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((entry) => (
            <Box component="li" key={entry.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {translate(`app.changes.actions.${entry.action}`, {
                  by: entry.staffUsername || '-',
                  at: entry.createdAt ? time(entry.createdAt) : '-',
                })}
              </Typography>
              {entry.changes.length > 0 && (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {entry.changes.map((change, i) => (
                    <Typography component="li" variant="body2" key={`${change.field}-${i}`}>
                      {changeText(change)}
                    </Typography>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
