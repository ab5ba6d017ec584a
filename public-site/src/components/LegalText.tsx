/** A legal text from the API: `## ` lines are headings, `- ` lines list items, blank lines split paragraphs. */
export function LegalText({ body }: { body: string }) {
  const blocks = body.split(/\n{2,}/);
  return (
    <div className="legal">
      {blocks.map((block, i) => {
        if (block.startsWith('## ')) return <h2 key={i}>{block.slice(3)}</h2>;
        const lines = block.split('\n');
        if (lines.every((l) => l.startsWith('- '))) {
          return (
            <ul key={i}>
              {lines.map((l, j) => (
                <li key={j}>{l.slice(2)}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={i}>
            {lines.map((l, j) => (
              <span key={j}>
                {j > 0 && <br />}
                {l.startsWith('## ') ? <strong>{l.slice(3)}</strong> : l}
              </span>
            ))}
          </p>
        );
      })}
    </div>
  );
}
