/** A phone number stored as digits shown with hyphens: 01012345678 -> 010-1234-5678, 0212345678 -> 02-1234-5678. */
export function formatPhone(digits: string): string {
  if (!/^0\d{8,10}$/.test(digits)) return digits;
  const area = digits.startsWith('02') ? 2 : 3;
  const rest = digits.slice(area);
  const middle = rest.length - 4;
  return `${digits.slice(0, area)}-${rest.slice(0, middle)}-${rest.slice(middle)}`;
}
