import { createContext, useContext, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { KoreanBeside as KoreanSourceBeside } from '../../inputs/KoreanSource';
import {
  ArrayInput,
  BooleanInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  required,
  Link,
  useGetList,
  useNotify,
  useSourceContext,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  ILLUSTRATIONS,
  PAGE_BLOCK_KINDS,
  PAGE_HEADING_MAX,
  PAGE_ITEM_MAX,
  PAGE_PARAGRAPH_MAX,
  SHARED_PAGE_PREFIX,
  type ConsolePageText,
  type ImageVariants,
  type PageBlock,
} from '@clinic/contract';
import { API_URL } from '../../providers/dataProvider';
import { httpClient } from '../../providers/httpClient';
import { at, formatCells, formatLines, formatRows, parseCells, parseLines, parseRows } from './content';

const R = 'resources.page-texts';

/**
 * The text being edited (inside the iterators the record context is the section or block, so the
 * page's own record travels in a context of its own).
 */
export const PageTextContext = createContext<ConsolePageText | undefined>(undefined);
const usePageText = () => useContext(PageTextContext);

/** The Korean of a block or field beside its translation; in Korean, the input alone. */
export function KoreanBeside({ text, children }: { text: string | undefined; children: ReactNode }) {
  const record = usePageText();
  if (!record || record.locale === 'ko') return <>{children}</>;
  return (
    <KoreanSourceBeside text={text ?? ''} empty={`${R}.noSource`}>
      {children}
    </KoreanSourceBeside>
  );
}

/** The Korean block at the same place as the block whose inputs are at `source` (`content.sections.2.blocks.1`). */
function useKoreanBlock(source: string): PageBlock | undefined {
  const record = usePageText();
  return at(record?.source, source.replace(/^content\./, '')) as PageBlock | undefined;
}

/** The words of a Korean block, as the translator reads them. */
function koreanText(block: PageBlock | undefined): string | undefined {
  if (!block) return undefined;
  switch (block.kind) {
    case 'p':
    case 'note':
      return block.text;
    case 'list':
      return formatLines(block.items);
    case 'table':
      return [block.caption, formatCells(block.head), formatRows(block.rows)].join('\n');
    case 'figure':
      return [block.alt, block.caption].filter(Boolean).join('\n');
    case 'shared':
      return `${SHARED_PAGE_PREFIX}${block.key}`;
  }
}

/**
 * A figure's uploaded picture: uploaded at once (re-encoded by the API), shown here, and kept in the
 * figure instead of an illustration; removed, the figure asks for an illustration again.
 */
function FigurePicture() {
  const translate = useTranslate();
  const notify = useNotify();
  const record = usePageText();
  const sourceContext = useSourceContext();
  const { setValue } = useFormContext();
  const path = sourceContext.getSource('picture');
  const picture = useWatch({ name: path }) as ImageVariants | undefined;
  const input = useRef<HTMLInputElement | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const answer = await httpClient(`${API_URL}/page-texts/${record.id}/figures`, { method: 'POST', body });
      setValue(path, (answer.json as { picture: ImageVariants }).picture, { shouldDirty: true });
      setValue(sourceContext.getSource('image'), undefined, { shouldDirty: true });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
      {picture && (
        <Box
          component="img"
          src={picture.src}
          alt=""
          sx={{ width: 160, height: 100, objectFit: 'cover', borderRadius: 1 }}
        />
      )}
      {/* The file input is not shown nor focusable: the button (named for what it does) opens it. */}
      <input
        ref={input}
        type="file"
        hidden
        accept="image/jpeg,image/png,image/webp"
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
          event.target.value = '';
        }}
      />
      <Button variant="outlined" size="small" disabled={busy} onClick={() => input.current?.click()}>
        {translate(picture ? `${R}.replacePicture` : `${R}.uploadPicture`)}
      </Button>
      {picture && (
        <Button size="small" color="error" onClick={() => setValue(path, undefined, { shouldDirty: true })}>
          {translate(`${R}.removePicture`)}
        </Button>
      )}
    </Stack>
  );
}

/**
 * A shared block: which shared text (페이지 문구's `shared/…` pages) it shows, and a link to write it.
 * Its words are the shared text's, the same on every page that names it.
 */
function SharedInput() {
  const translate = useTranslate();
  const record = usePageText();
  const sourceContext = useSourceContext();
  const key = useWatch({ name: sourceContext.getSource('key') }) as string | undefined;
  const { data } = useGetList<{
    id: number;
    key: string;
    title: string;
    languages: Record<string, { textId: number }>;
  }>('pages', { pagination: { page: 1, perPage: 100 } });
  const shared = (data ?? []).filter((p) => p.key.startsWith(SHARED_PAGE_PREFIX));
  const chosen = shared.find((p) => p.key === SHARED_PAGE_PREFIX + key);
  const textId = chosen?.languages[record?.locale ?? 'ko']?.textId;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <SelectInput
        source="key"
        label={`${R}.fields.shared`}
        choices={shared.map((p) => ({ id: p.key.slice(SHARED_PAGE_PREFIX.length), name: p.title }))}
        validate={required()}
        helperText={`${R}.helper.shared`}
        sx={{ minWidth: 240 }}
      />
      {textId !== undefined && (
        <Button component={Link} to={`/page-texts/${textId}`} size="small" variant="outlined">
          {translate(`${R}.editShared`)}
        </Button>
      )}
    </Stack>
  );
}

/** One block: its kind, then the inputs of that kind; a translation shows the Korean block beside it. */
function BlockInput() {
  const translate = useTranslate();
  const sourceContext = useSourceContext();
  const here = sourceContext.getSource('');
  const kind = useWatch({ name: sourceContext.getSource('kind') }) as PageBlock['kind'] | undefined;
  const picture = useWatch({ name: sourceContext.getSource('picture') }) as ImageVariants | undefined;
  const korean = useKoreanBlock(here.replace(/\.$/, ''));
  const kinds = PAGE_BLOCK_KINDS.map((k) => ({ id: k, name: translate(`${R}.kinds.${k}`) }));
  return (
    <KoreanBeside text={koreanText(korean)}>
      <SelectInput
        source="kind"
        choices={kinds}
        defaultValue="p"
        validate={required()}
        label={`${R}.fields.kind`}
        sx={{ minWidth: 160 }}
      />
      {(kind === 'p' || kind === 'note' || kind === undefined) && (
        <TextInput
          source="text"
          label={`${R}.fields.text`}
          multiline
          minRows={2}
          fullWidth
          validate={required()}
          inputProps={{ maxLength: PAGE_PARAGRAPH_MAX }}
        />
      )}
      {kind === 'list' && (
        <>
          <TextInput
            source="items"
            label={`${R}.fields.items`}
            helperText={`${R}.helper.items`}
            format={formatLines}
            parse={parseLines}
            multiline
            minRows={3}
            fullWidth
          />
          <BooleanInput source="ordered" label={`${R}.fields.ordered`} />
        </>
      )}
      {kind === 'table' && (
        <>
          <TextInput
            source="caption"
            label={`${R}.fields.caption`}
            fullWidth
            inputProps={{ maxLength: PAGE_HEADING_MAX }}
          />
          <TextInput
            source="head"
            label={`${R}.fields.head`}
            helperText={`${R}.helper.head`}
            format={formatCells}
            parse={parseCells}
            fullWidth
          />
          <TextInput
            source="rows"
            label={`${R}.fields.rows`}
            helperText={`${R}.helper.rows`}
            format={formatRows}
            parse={parseRows}
            multiline
            minRows={3}
            fullWidth
          />
        </>
      )}
      {kind === 'shared' && <SharedInput />}
      {kind === 'figure' && (
        <>
          <FigurePicture />
          {picture === undefined && (
            <SelectInput
              source="image"
              label={`${R}.fields.image`}
              choices={ILLUSTRATIONS.map((id) => ({ id, name: id }))}
              validate={required()}
            />
          )}
          <TextInput
            source="alt"
            label={`${R}.fields.alt`}
            helperText={`${R}.helper.alt`}
            fullWidth
            validate={required()}
            inputProps={{ maxLength: PAGE_ITEM_MAX }}
          />
          <TextInput source="caption" label={`${R}.fields.figureCaption`} fullWidth />
        </>
      )}
    </KoreanBeside>
  );
}

/** A section's heading, beside the Korean heading in a translation. */
function SectionHeading() {
  const sourceContext = useSourceContext();
  const record = usePageText();
  const path = sourceContext.getSource('heading').replace(/^content\./, '');
  return (
    <KoreanBeside text={at(record?.source, path) as string | undefined}>
      <TextInput
        source="heading"
        label={`${R}.fields.heading`}
        fullWidth
        validate={required()}
        inputProps={{ maxLength: PAGE_HEADING_MAX }}
      />
    </KoreanBeside>
  );
}

/**
 * The page's sections: each a heading, an optional anchor (`#non-benefit`, which links rely on) and
 * its blocks (paragraph, list, table, note, figure), added, moved and removed with the iterator's
 * buttons. No free HTML: every block is one of the kinds.
 */
export function SectionsInput() {
  return (
    <ArrayInput source="content.sections" label={`${R}.fields.sections`}>
      <SimpleFormIterator fullWidth disableClear getItemLabel={(index) => `§ ${index + 1}`}>
        <SectionHeading />
        <TextInput source="id" label={`${R}.fields.anchor`} helperText={`${R}.helper.anchor`} />
        <ArrayInput source="blocks" label={`${R}.fields.blocks`}>
          <SimpleFormIterator fullWidth disableClear getItemLabel={(index) => `${index + 1}`}>
            <BlockInput />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleFormIterator>
    </ArrayInput>
  );
}
