import { useGetList, type RaRecord } from 'react-admin';

/** A member or staff account in a line of text: "홍길동 (hong01)", or the username when there is no name. */
export function accountName(record: RaRecord): string {
  return record.name ? `${String(record.name)} (${String(record.username)})` : String(record.username ?? record.id);
}

/**
 * Staff accounts by the username a note or a sent message keeps: "홍길동 (hong01)" in place of
 * "hong01" (the clinic's few staff, read once from `staff-names`); an unknown username as it is.
 */
export function useStaffName(): (username: string) => string {
  const { data } = useGetList('staff-names', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'username', order: 'ASC' },
  });
  return (username) => {
    const staff = data?.find((s) => s.username === username);
    return staff ? accountName(staff) : username;
  };
}
