import type { Locale } from '@clinic/contract';

/**
 * The clinic's address as staff keep it in 사이트 설정 (one text per language, and the postal code):
 * the line the site shows, and its parts for the clinic's search data (schema.org PostalAddress).
 */

/** The address with its postal code as each language writes it: `(06236) 서울특별시 …`, `… Seoul 06236`. */
export function addressLine(address: string, postalCode: string, locale: Locale): string {
  if (!postalCode) return address;
  return locale === 'en' ? `${address} ${postalCode}` : `(${postalCode}) ${address}`;
}

export interface AddressParts {
  /** The province or metropolitan city (서울특별시, Seoul), when the text names one first (or last, in English). */
  region?: string;
  /** The district or city within it (강남구, Gangnam-gu). */
  locality?: string;
  /** The rest: road and building number. */
  street: string;
}

/** A province or metropolitan city, as Korean, Chinese and Japanese addresses begin. */
const REGION =
  /^(\S+?(?:특별시|광역시|특별자치시|특별자치도|도|特别市|广域市|特别自治市|特别自治道|特別市|広域市|特別自治市|特別自治道|道))\s+/;
/** A district, county or city within it (구, 군, 시; 区, 郡, 市). */
const LOCALITY = /^(\S+?(?:구|군|시|区|郡|市))\s+/;
/** The same in an English address, written last to first: `…, Gangnam-gu, Seoul`. */
const EN_LOCALITY = /-(?:gu|gun|si)$/i;

/**
 * The parts of an address written the Korean way, largest first (`서울특별시 강남구 테헤란로 1`,
 * `首尔特别市 江南区 德黑兰路 1`), or the English way, smallest first with commas (`1 Teheran-ro,
 * Gangnam-gu, Seoul`). What does not read as a region stays in `street`, so the parts always join
 * back into the address the page shows.
 */
export function addressParts(address: string, locale: Locale): AddressParts {
  const text = address.trim();
  if (locale === 'en') {
    const parts = text.split(',').map((p) => p.trim());
    if (parts.length < 2) return { street: text };
    const region = parts.pop()!;
    const locality = parts.length > 1 && EN_LOCALITY.test(parts.at(-1)!) ? parts.pop() : undefined;
    return { region, ...(locality ? { locality } : {}), street: parts.join(', ') };
  }
  const region = REGION.exec(text);
  if (!region) return { street: text };
  const rest = text.slice(region[0].length);
  const locality = LOCALITY.exec(rest);
  return locality
    ? { region: region[1], locality: locality[1], street: rest.slice(locality[0].length) }
    : { region: region[1], street: rest };
}
