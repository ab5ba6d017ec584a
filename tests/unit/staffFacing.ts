/** Words that only make sense to staff (the console, settings, demo content): a patient must never read them. */
export const STAFF_FACING =
  /관리자 콘솔|콘솔에서|사이트 설정|데모|실제 .{0,20}바꿔|admin console|the console|site settings|\bdemo\b/i;

/** Every string in a value, at any depth, with where it is. */
export function stringsIn(node: unknown, where: string, out: Array<{ where: string; text: string }> = []) {
  if (typeof node === 'string') out.push({ where, text: node });
  else if (Array.isArray(node)) node.forEach((item, i) => stringsIn(item, `${where}[${i}]`, out));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) stringsIn(value, `${where}.${key}`, out);
  return out;
}
