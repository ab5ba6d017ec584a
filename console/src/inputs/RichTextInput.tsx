import { useEffect, useMemo, useReducer, useRef, useState, type ChangeEvent } from 'react';
import { CircularProgress, NativeSelect, ToggleButton } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import {
  AlignmentButtons,
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput as RaRichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { HttpError, useNotify, useResourceContext, useTranslate, useTranslateLabel } from 'react-admin';
import { IMAGE_BYTES_MAX, type EditorImage } from '@clinic/contract';
import { httpClient } from '../providers/httpClient';

/** Where the editor's images go: re-encoded by the API (EXIF gone) and served from /uploads/editor. */
export const EDITOR_UPLOAD_URL = '/api/editor';
type ToolbarSize = 'small' | 'medium' | 'large';

/** Uploads `file` to /api/editor through the console's authenticated client; answers the stored image. */
export async function uploadEditorImage(file: File): Promise<EditorImage> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { json } = await httpClient(EDITOR_UPLOAD_URL, { method: 'POST', body });
  return json as EditorImage;
}

/** The block types staff pick from: body text and the headings a page's text uses under its title. */
const BLOCK_TYPES = [
  { value: 'paragraph', label: 'ra.tiptap.paragraph' },
  { value: '2', label: 'ra.tiptap.heading2' },
  { value: '3', label: 'ra.tiptap.heading3' },
  { value: '4', label: 'ra.tiptap.heading4' },
] as const;
type HeadingLevel = 2 | 3 | 4;

/**
 * 본문 / 제목 2 / 제목 3 / 제목 4 for the block at the cursor, as a labelled native select: keyboard and
 * screen readers know it, and it has no list item outside a list (ra-input-rich-text's LevelSelect
 * puts one in a nav, which axe refuses).
 */
function BlockTypeSelect() {
  const editor = useTiptapEditor();
  // Drawn again whenever the cursor or the text changes, so the select names the block at the cursor.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!editor) return undefined;
    editor.on('transaction', redraw);
    return () => {
      editor.off('transaction', redraw);
    };
  }, [editor]);
  const translate = useTranslate();
  const current = BLOCK_TYPES.find(
    (type) => type.value !== 'paragraph' && editor?.isActive('heading', { level: Number(type.value) }),
  );
  return (
    <NativeSelect
      value={current?.value ?? 'paragraph'}
      disabled={!editor?.isEditable}
      onChange={(event) => {
        const value = event.target.value;
        const chain = editor?.chain().focus();
        if (value === 'paragraph') chain?.setNode('paragraph').run();
        else chain?.setNode('heading', { level: Number(value) as HeadingLevel }).run();
      }}
      inputProps={{ 'aria-label': translate('ra.tiptap.select_level') }}
      sx={{ mx: 1, minWidth: 96 }}
    >
      {BLOCK_TYPES.map((type) => (
        <option key={type.value} value={type.value}>
          {translate(type.label)}
        </option>
      ))}
    </NativeSelect>
  );
}

/**
 * The toolbar's image button: a file picker, the upload, then the alt text, and the image goes in
 * where the cursor is. Too large (413) and not an image (415) say so plainly.
 */
export function ImageUploadButton({ size = 'medium' }: { size?: ToolbarSize }) {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const notify = useNotify();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const label = translate(busy ? 'app.editor.uploading' : 'app.editor.image');

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be picked again
    if (!file || !editor) return;
    if (file.size > IMAGE_BYTES_MAX) {
      notify('app.editor.tooLarge', { type: 'error' });
      return;
    }
    setBusy(true);
    try {
      const image = await uploadEditorImage(file);
      const alt = window.prompt(translate('app.editor.alt'), '') ?? '';
      if (editor.isDestroyed) return;
      // setImage's typing lives in @tiptap/extension-image, which only ra-input-rich-text depends on.
      editor
        .chain()
        .focus()
        .insertContent({ type: 'image', attrs: { src: image.url, alt: alt.trim() } })
        .run();
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 0;
      notify(status === 413 ? 'app.editor.tooLarge' : status === 415 ? 'app.editor.notImage' : 'app.editor.failed', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ToggleButton
        value="image-upload"
        size={size}
        aria-label={label}
        title={label}
        disabled={!editor || !editor.isEditable || busy}
        onClick={() => picker.current?.click()}
      >
        {busy ? <CircularProgress size="1em" /> : <AddPhotoAlternateIcon fontSize="inherit" />}
      </ToggleButton>
      <input
        ref={picker}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={onPick}
      />
    </>
  );
}

/**
 * The commands the API keeps (api/src/services/html: headings, emphasis, alignment, lists, links,
 * quotes) and the image upload. No colours or highlights: the sanitizer would drop them on save.
 */
export function RichTextToolbar({ size = 'medium' }: { size?: ToolbarSize }) {
  return (
    <RichTextInputToolbar size={size}>
      <BlockTypeSelect />
      <FormatButtons size={size} />
      <AlignmentButtons size={size} />
      <ListButtons size={size} />
      <LinkButtons size={size} />
      <ImageUploadButton size={size} />
      <QuoteButtons size={size} />
      <ClearButtons size={size} />
    </RichTextInputToolbar>
  );
}

/**
 * ra-input-rich-text's RichTextInput (same props; `<RichTextInput source="answer" />`) with the
 * console's toolbar, whose image button uploads to /api/editor. The value is HTML; the API sanitizes
 * it on save (scripts, event handlers, foreign images and styles other than alignment are removed).
 * The editing area is named after the field's label, so it reads as "<label>, text box".
 */
export function RichTextInput(props: RichTextInputProps) {
  const { editorOptions = DefaultEditorOptions, toolbar, sx, ...rest } = props;
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext(props);
  const translated = translateLabel({ label: props.label, source: props.source, resource });
  const label = typeof translated === 'string' ? translated : undefined;

  const options = useMemo(() => {
    const attributes = editorOptions.editorProps?.attributes;
    if (!label || typeof attributes === 'function') return editorOptions;
    return {
      ...editorOptions,
      editorProps: { ...editorOptions.editorProps, attributes: { ...attributes, 'aria-label': label } },
    };
  }, [editorOptions, label]);

  return (
    <RaRichTextInput
      {...rest}
      editorOptions={options}
      toolbar={toolbar ?? <RichTextToolbar />}
      sx={[
        {
          '& .ProseMirror': { minHeight: 160 },
          '& .ProseMirror img': { maxWidth: '100%', height: 'auto' },
          '& .ProseMirror h2, & .ProseMirror h3': { margin: '1em 0 0.5em' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
