import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { wordDiff, type PageChange } from '@clinic/contract';
import { visuallyHidden } from '../../layout/visuallyHidden';

const R = 'resources.page-texts';

/** A changed text: removed words struck through, added words underlined (and named for screen readers). */
function Words({ before, after }: { before: string; after: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 }}>
      {wordDiff(before, after).map((part, i) =>
        part.op === 'kept' ? (
          <span key={i}>{part.text}</span>
        ) : part.op === 'removed' ? (
          <Box key={i} component="del" sx={{ bgcolor: '#fde2e1', color: '#8a1c14' }}>
            <Box component="span" sx={visuallyHidden}>
              {translate(`${R}.removed`)}:{' '}
            </Box>
            {part.text}
          </Box>
        ) : (
          <Box key={i} component="ins" sx={{ bgcolor: '#dff3e4', color: '#14532d' }}>
            <Box component="span" sx={visuallyHidden}>
              {translate(`${R}.added`)}:{' '}
            </Box>
            {part.text}
          </Box>
        ),
      )}
    </Typography>
  );
}

/** What changed between two versions of a text, in reading order: where, and the words before and after. */
export function ChangeList({ changes }: { changes: PageChange[] }) {
  const translate = useTranslate();
  if (!changes.length)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate(`${R}.noChanges`)}
      </Typography>
    );
  return (
    <Box component="ol" sx={{ pl: 2.5, my: 1 }} data-testid="change-list">
      {changes.map((change, i) => (
        <Box component="li" key={i} sx={{ mb: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {translate(`${R}.ops.${change.op}`)} · {change.where}
          </Typography>
          {change.op === 'changed' ? (
            <Words before={change.before ?? ''} after={change.after ?? ''} />
          ) : (
            <Typography
              variant="body2"
              component={change.op === 'removed' ? 'del' : 'ins'}
              sx={{ display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {change.op === 'removed' ? change.before : change.after}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
