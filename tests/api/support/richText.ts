import { t, tokens, useStaffApp } from './staffApp.ts';
import { bearer, type TestApp } from './testApp.ts';

// Rich text from the console's editor: the app from useStaffApp() with its staff and member tokens
// by name (set by useRichTextApp()), and an upload through POST /api/editor.

export let staff: string;
export let member: string;

/** The app of useStaffApp(), with `staff` and `member` set to its tokens. */
export function useRichTextApp(): TestApp {
  return useStaffApp(async () => {
    ({ staff, member } = tokens);
  });
}

export const editorUpload = (bytes: Buffer, filename: string, contentType: string, token?: string) => {
  const req = t.http.post('/api/editor').attach('file', bytes, { filename, contentType });
  return token ? req.set('Authorization', bearer(token)) : req;
};
