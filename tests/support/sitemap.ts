/**
 * The whole sitemap as one text: `/sitemap.xml` is an index of files (api/src/http/sitemap.ts);
 * this reads it and every file it lists, through `get` (a path on the site to its body), and joins
 * them. For the tests that ask whether a page is listed, wherever the index put it.
 */
export async function wholeSitemap(get: (path: string) => Promise<string>): Promise<string> {
  const index = await get('/sitemap.xml');
  if (!index.includes('<sitemapindex')) throw new Error(`/sitemap.xml is not a sitemap index:\n${index.slice(0, 200)}`);
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname);
  const texts = await Promise.all(files.map((file) => get(file)));
  return texts.join('\n');
}
