import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { youtubeIdOf, youtubeThumbnail } from '@clinic/contract';

/**
 * What the site shows before the click while no thumbnail is uploaded: YouTube's own picture of the
 * video the form names (nothing while the id or address is not one).
 */
export function VideoPreview() {
  const translate = useTranslate();
  const given = useWatch({ name: 'youtubeId' }) as unknown;
  const uploaded = useWatch({ name: 'thumbnail' }) as unknown;
  const id = typeof given === 'string' ? youtubeIdOf(given) : null;
  if (!id || uploaded) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('resources.clinic/videos.helper.preview')}
      </Typography>
      <Box
        component="img"
        src={youtubeThumbnail(id)}
        alt=""
        data-testid="video-preview"
        sx={{ width: 240, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1, mt: 0.5 }}
      />
    </Box>
  );
}
