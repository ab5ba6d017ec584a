/** How two spellings of a name compare: the same letters, whatever the case, width or spacing. */
const comparable = (name: string) => name.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/g, '');

/**
 * The second name shown beside a first one (a treatment's name on the page's language, then its
 * English name), or undefined when it would only repeat the first: in English and Japanese a card
 * says "ClariVein" once, not "ClariVein / ClariVein"; "고주파 치료" keeps "Radiofrequency Ablation (RFA)".
 */
export function secondName(first: string, second: string | null | undefined): string | undefined {
  const other = second?.trim();
  if (!other || comparable(other) === comparable(first)) return undefined;
  return other;
}
