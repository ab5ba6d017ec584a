import { ImageField, ImageInput, useNotify, useTranslateLabel, type Validator } from 'react-admin';
import { IMAGE_BYTES_MAX } from '@clinic/contract';

/** What staff upload: JPEG, PNG or WebP up to the contract's IMAGE_BYTES_MAX (the API re-encodes to WebP and AVIF). */
export const IMAGE_ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] };

/**
 * An image field of a record (`{ src, … }`) or a list of them. It shows what is stored, takes new
 * files and removes images; the dataProvider decorator (providers/uploads) sends the changes.
 */
export function ImageUploadInput({
  source,
  multiple = false,
  helperText,
  validate,
}: {
  source: string;
  multiple?: boolean;
  helperText?: string;
  validate?: Validator | Validator[];
}) {
  const notify = useNotify();
  // react-admin shows the field's name above the drop zone as plain text, not as the file input's
  // label: the input is named by it here, so a screen reader says what the picture is for.
  const label = useTranslateLabel()({ source });
  return (
    <ImageInput
      source={source}
      multiple={multiple}
      accept={IMAGE_ACCEPT}
      maxSize={IMAGE_BYTES_MAX}
      helperText={helperText}
      validate={validate}
      options={{ onDropRejected: () => notify('app.upload.rejected', { type: 'warning' }) }}
      inputProps={typeof label === 'string' ? { 'aria-label': label } : undefined}
      sx={{
        '& .RaFileInput-dropZone': { border: 2, borderStyle: 'dashed', borderColor: 'divider', py: 1 },
        '& .previews': { display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 },
        // The remove button stays visible (react-admin shows it on hover only).
        '& .RaFileInput-removeButton button': { opacity: 1, bgcolor: 'background.paper', boxShadow: 1 },
      }}
    >
      <ImageField
        source="src"
        title="title"
        sx={{ '& img': { maxWidth: 240, maxHeight: 160, objectFit: 'contain', m: 0.5 } }}
      />
    </ImageInput>
  );
}
