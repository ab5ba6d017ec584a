import { useId, type ReactNode } from 'react';
import type { ArticlePage, Block, Section } from '../content/types';
import { SubTabs } from './SubTabs';
import { Picture } from './Picture';
import { Illustration } from './Illustration';
import { TableScroll } from './TableScroll';
import { Lang, useTextLang } from '../lib/textLang';

/**
 * The blocks of a page's text, each text through `Lang`: a translation shows the Korean where it has
 * none (its title and opening, a shared text not yet translated) and a fact filled in may be Korean
 * (`{{clinicName}}` where staff left its translation empty); those are marked `lang="ko"`.
 */
export function BlockView({ block }: { block: Block }) {
  const langOf = useTextLang();
  const captionId = useId();
  switch (block.kind) {
    case 'p':
      return (
        <p>
          <Lang text={block.text} />
        </p>
      );
    case 'list':
      return block.ordered ? (
        <ol>
          {block.items.map((item, i) => (
            <li key={i}>
              <Lang text={item} />
            </li>
          ))}
        </ol>
      ) : (
        <ul>
          {block.items.map((item, i) => (
            <li key={i}>
              <Lang text={item} />
            </li>
          ))}
        </ul>
      );
    case 'table':
      return (
        // Named by its caption (not aria-label, an attribute that cannot mark the language of a part).
        <TableScroll labelledBy={captionId}>
          <table>
            <caption id={captionId}>
              <Lang text={block.caption} />
            </caption>
            <thead>
              <tr>
                {block.head.map((h, i) => (
                  <th key={i} scope="col">
                    <Lang text={h} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) =>
                    c === 0 ? (
                      <th key={c} scope="row">
                        <Lang text={cell} />
                      </th>
                    ) : (
                      <td key={c}>
                        <Lang text={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      );
    case 'note':
      return (
        <p className="note">
          <Lang text={block.text} />
        </p>
      );
    case 'shared':
      // The API puts a shared text's blocks in its place: none arrives here.
      return null;
    case 'figure':
      return (
        <figure className="figure">
          {block.picture ? (
            <Picture
              image={block.picture}
              alt={block.alt}
              lang={langOf(block.alt)}
              sizes="(min-width: 960px) 720px, 100vw"
            />
          ) : (
            <Illustration name={block.image ?? 'leg-veins'} alt={block.alt} lang={langOf(block.alt)} />
          )}
          {block.caption && (
            <figcaption>
              <Lang text={block.caption} />
            </figcaption>
          )}
        </figure>
      );
  }
}

export function SectionView({ section }: { section: Section }) {
  return (
    <section className="article__section" id={section.id} data-animate>
      <h2>
        <Lang text={section.heading} />
      </h2>
      {section.blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </section>
  );
}

/** A content page: sub-tabs, title, lead, then whatever comes between (facts, tools) and the sections. */
export function ArticleView({ page, children, after }: { page: ArticlePage; children?: ReactNode; after?: ReactNode }) {
  return (
    <div className="page">
      <SubTabs />
      <article className="page__inner article">
        <header className="article__header">
          <h1>
            <Lang text={page.title} />
          </h1>
          <p className="page__lead">
            <Lang text={page.lead} />
          </p>
        </header>
        {children}
        {page.sections.map((section, i) => (
          <SectionView key={i} section={section} />
        ))}
        {after}
      </article>
    </div>
  );
}
