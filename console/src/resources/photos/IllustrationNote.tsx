import { useRecordContext, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';

/** A demo photo shows one of the site's illustrations until a picture is uploaded: shown here, with a note. */
export function IllustrationNote() {
  const translate = useTranslate();
  const record = useRecordContext<{ illustration: string | null }>();
  const image = useWatch({ name: 'image' }) as unknown;
  if (!record?.illustration || image) return null;
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('resources.clinic/photos.helper.illustration')}
      </Typography>
      <Box
        component="img"
        src={record.illustration}
        alt=""
        sx={{ width: 240, objectFit: 'contain', borderRadius: 1, mt: 0.5 }}
      />
    </Box>
  );
}
