import { useQuery } from '@tanstack/react-query';
import { useAuthState } from 'react-admin';
import { INBOX_POLL_MS, type InboxCounts } from '@clinic/contract';
import { API_URL } from '../providers/dataProvider';
import { httpClient } from '../providers/httpClient';
import { useAskAgainAfterSaves } from '../providers/useAskAgainAfterSaves';

const INBOX_KEY = ['front-desk', 'inbox'] as const;

/**
 * The dashboard's statistics queries (dashboard/useStatistics): asked again whenever the inbox's
 * answer changes (InboxAlerts), so today's and this month's figures follow the waiting ones.
 */
export const STATISTICS_KEY = ['front-desk', 'statistics'] as const;

/**
 * What waits for staff (requests at 신규, unanswered questions, reviews awaiting approval) and the
 * newest record of each kind, asked every INBOX_POLL_MS while the console is open, in the background
 * too, so a new request shows in the menu, on the dashboard and in an alert without a reload. Any
 * change staff save asks again at once (a request set to 처리 중 leaves the count straight away).
 * Undefined until the first answer.
 */
export function useInbox(): InboxCounts | undefined {
  const { authenticated } = useAuthState();
  const { data } = useQuery({
    queryKey: INBOX_KEY,
    queryFn: async ({ signal }) => (await httpClient(`${API_URL}/inbox`, { signal })).json as InboxCounts,
    enabled: authenticated === true,
    refetchInterval: INBOX_POLL_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    // A failed poll waits for the next one: the counts are a hint, the lists are the truth.
    retry: false,
  });
  useAskAgainAfterSaves(INBOX_KEY);
  return data;
}
