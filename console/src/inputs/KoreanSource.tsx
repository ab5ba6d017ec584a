import { useMemo, type ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** The readable text of an editor's HTML, a paragraph a line (parsed, never run or shown as HTML). */
function textOf(html: string): string {
  if (typeof DOMParser === 'undefined') return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks = [...doc.body.querySelectorAll('p, h1, h2, h3, h4, h5, h6, li, td, th, blockquote')];
  const leaves = blocks.filter((b) => !b.querySelector('p, li, td, th, h2, h3, h4'));
  const lines = (leaves.length ? leaves : [doc.body]).map((b) => (b.textContent ?? '').trim());
  return lines.filter(Boolean).join('\n');
}

/**
 * The Korean text (the form's value at `source`) beside a translation's input, to translate from:
 * read-only, marked `lang="ko"`, below the input on a phone and beside it from `md` up. `rich` reads
 * an editor's HTML as plain text. `field` (already translated) names it: "한국어 원문 (제목)".
 */
export function WithKoreanSource({
  source,
  field,
  rich = false,
  children,
}: {
  source: string;
  field: string;
  rich?: boolean;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const value = useWatch({ name: source }) as unknown;
  const text = useMemo(() => {
    const raw = typeof value === 'string' ? value : '';
    return rich ? textOf(raw) : raw.trim();
  }, [value, rich]);
  return (
    <KoreanBeside
      text={text}
      label={translate('app.translated.sourceOf', { field })}
      maxHeight={rich ? 320 : undefined}
    >
      {children}
    </KoreanBeside>
  );
}

/**
 * An input (`children`) with the Korean `text` beside it, to translate from: read-only, marked
 * `lang="ko"`, below the input on a phone and beside it from `md` up. With `label` the Korean is a
 * region of that name; without (dozens on a page, as in the page editor) it is read in order after
 * its caption. `empty` says there is no Korean (a message key).
 */
export function KoreanBeside({
  text,
  label,
  empty = 'app.translated.sourceEmpty',
  maxHeight,
  children,
}: {
  text: string;
  label?: string;
  empty?: string;
  maxHeight?: number;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }} sx={{ width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      <Box
        {...(label ? { component: 'section', 'aria-label': label } : {})}
        sx={{
          flex: 1,
          minWidth: 0,
          mt: { xs: 0, md: 1 },
          mb: 2,
          p: 1.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'action.hover',
          maxHeight,
          overflowY: 'auto',
        }}
      >
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 0.5 }}>
          {translate('app.translated.source')}
        </Typography>
        <Typography
          variant="body2"
          lang={text ? 'ko' : undefined}
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: text ? 'text.primary' : 'text.secondary' }}
        >
          {text || translate(empty)}
        </Typography>
      </Box>
    </Stack>
  );
}
