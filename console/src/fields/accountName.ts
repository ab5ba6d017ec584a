import type { RaRecord } from 'react-admin';

/** A member or staff account in a line of text: "홍길동 (hong01)", or the username when there is no name. */
export function accountName(record: RaRecord): string {
  return record.name ? `${String(record.name)} (${String(record.username)})` : String(record.username ?? record.id);
}
