import path from 'node:path';
import { LocalStorage, type Storage } from '../../../api/src/services/storage/index.ts';
import { filesUnder, pdfBytes } from './content.ts';
import { bearer, dbTime, privateRoot, uniq } from './members.ts';
import { http, t } from './memberApp.ts';

// A member's own account: the messages the account tests expect and the requests they make.

export const KO = {
  loginRequired: '로그인이 필요합니다.',
  tokenExpired: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
  invalidToken: '로그인 정보가 올바르지 않습니다. 다시 로그인해 주세요.',
  authProcess: '인증 절차를 진행해 주세요.',
  certificationMismatch: '인증한 연락처와 입력한 연락처가 다릅니다.',
  wrongPassword: '비밀번호가 올바르지 않습니다.',
  noPermission: '접근 권한이 없습니다.',
};

export const putMe = (token: string, body: Record<string, unknown>, language = 'ko') =>
  http.put('/api/v1/me').set('Authorization', bearer(token)).set('Accept-Language', language).send(body);

export const changePassword = (token: string, currentPassword: string, newPassword: string, confirm = newPassword) =>
  http
    .post('/api/v1/me/password')
    .set('Authorization', bearer(token))
    .send({ currentPassword, newPassword, newPasswordConfirm: confirm });

export const upload = (token: string | undefined, userId: number, kind: string, bytes: Buffer, filename: string) => {
  const req = http.post(`/api/v1/users/${userId}/${kind}`);
  if (token) req.set('Authorization', bearer(token));
  return req.attach('file', bytes, { filename, contentType: 'application/octet-stream' });
};

export interface DocumentRow {
  id: number;
  kind: string;
  storage_key: string;
  mime: string;
  size: number;
  original_name: string;
}
export const documentsOf = async (userId: number) =>
  (await t.db.knex('user_documents').where({ user_id: userId }).orderBy('id')) as DocumentRow[];
export const memberFiles = (userId: number) => filesUnder(path.join(privateRoot(t), 'members', String(userId)));

/**
 * A document kept as the upload route keeps it: a file under uploads/private and its row. Written
 * directly because uploads through the route fail today (see the BUG under "institution documents");
 * what is tested with it is how withdrawal removes it.
 */
export async function seedDocument(userId: number, kind: string): Promise<void> {
  const bytes = pdfBytes(kind);
  const key = `members/${userId}/${kind.toLowerCase()}-${uniq()}.pdf`;
  const storage: Storage = new LocalStorage(path.join(t.config.dataDir, 'uploads'));
  await storage.put('private', key, bytes, 'application/pdf');
  await t.db.knex('user_documents').insert({
    user_id: userId,
    kind,
    original_name: `${kind}.pdf`,
    storage_key: key,
    mime: 'application/pdf',
    size: bytes.length,
    created_at: dbTime(0),
  });
}
