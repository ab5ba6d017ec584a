import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { CircularProgress, ToggleButton } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import {
  AlignmentButtons,
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LevelSelect,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput as RaRichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { HttpError, useNotify, useResourceContext, useTranslate, useTranslateLabel } from 'react-admin';
import type { EditorImage } from '@clinic/contract';
import { httpClient } from '../providers/httpClient';

/** Where the editor's images go: re-encoded by the API (EXIF gone) and served from /uploads/editor. */
export const EDITOR_UPLOAD_URL = '/api/editor';
/** The API's limit for one image (api/src/modules/content/imageRoutes.ts IMAGE_BYTES_MAX). */
const IMAGE_BYTES_MAX = 10 * 1024 * 1024;

type ToolbarSize = 'small' | 'medium' | 'large';

/** Uploads `file` to /api/editor through the console's authenticated client; answers the stored image. */
export async function uploadEditorImage(file: File): Promise<EditorImage> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { json } = await httpClient(EDITOR_UPLOAD_URL, { method: 'POST', body });
  return json as EditorImage;
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
      <LevelSelect size={size} />
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
