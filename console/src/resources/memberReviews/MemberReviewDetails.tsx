import { Alert, AlertTitle, Box, Link, Typography } from '@mui/material';
import { Labeled, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { MemberReview } from '@clinic/contract';
import { KoreaTimeField } from '../../fields/KoreaTimeField';
import { DetailGrid } from '../../layout/DetailGrid';
import { ReviewStatusField } from './MemberReviewFields';

const R = 'resources.clinic/reviews2.helper';

/** Where the review stands: status, author, dates, and the reason the member was given when rejected. */
export function ReviewState() {
  const record = useRecordContext<MemberReview>();
  if (!record) return null;
  return (
    <Box sx={{ width: '100%', maxWidth: 900 }}>
      <DetailGrid columns="repeat(4, auto)" sx={{ justifyItems: 'start' }}>
        <Labeled source="status">
          <ReviewStatusField />
        </Labeled>
        <TextField source="authorName" emptyText="-" />
        <KoreaTimeField source="createdAt" />
        <KoreaTimeField source="moderatedAt" emptyText="-" />
      </DetailGrid>
      {record.status === 'rejected' && (
        <Labeled source="rejectReason" fullWidth>
          <TextField source="rejectReason" sx={{ whiteSpace: 'pre-wrap', display: 'block' }} emptyText="-" />
        </Labeled>
      )}
    </Box>
  );
}

/** The forbidden expressions found in the saved text, impossible to miss before approving. */
export function ReviewWarnings() {
  const record = useRecordContext<MemberReview>();
  const translate = useTranslate();
  const warnings = record?.warnings ?? [];
  if (warnings.length === 0) return null;
  return (
    <Alert severity="warning" variant="filled" sx={{ width: '100%', maxWidth: 900, my: 2 }}>
      <AlertTitle>{translate(`${R}.warnings`, { words: warnings.join(', ') })}</AlertTitle>
      {translate(`${R}.warningsHint`)}
    </Alert>
  );
}

/** The images the member sent (read-only); each opens at full size in a new tab. */
export function ReviewImages() {
  const record = useRecordContext<MemberReview>();
  const translate = useTranslate();
  if (!record) return null;
  const images = record.images ?? [];
  return (
    <Labeled source="images" fullWidth>
      {images.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${R}.noImages`)}
        </Typography>
      ) : (
        <Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {images.map((image, index) => (
              <Link
                key={image.src}
                href={image.src}
                target="_blank"
                rel="noopener"
                aria-label={translate(`${R}.openImage`, { number: index + 1 })}
              >
                <Box
                  component="img"
                  src={image.webp?.[0]?.src ?? image.src}
                  alt=""
                  sx={{ width: 160, height: 120, objectFit: 'cover', borderRadius: 1, display: 'block' }}
                />
              </Link>
            ))}
          </Box>
          <Typography variant="caption" color="text.secondary">
            {translate(`${R}.images`)}
          </Typography>
        </Box>
      )}
    </Labeled>
  );
}
