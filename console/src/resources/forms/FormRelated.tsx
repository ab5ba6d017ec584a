import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, List as MuiList, ListItem, ListItemText, Typography } from '@mui/material';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import type { FormRelated as Related } from '@clinic/contract';
import { useKoreaTimeFormat } from '../../fields/KoreaTimeField';

const R = 'resources.forms.related';

/**
 * The request's member (sent logged in, or from a member's phone number: said which) and the
 * requests sent before it from the same number, each a link to its record.
 */
export function FormRelated() {
  const record = useRecordContext<{ id: number } & Partial<Related>>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const when = useKoreaTimeFormat();
  if (!record) return null;
  const { member = null, earlier = [] } = record;
  return (
    <Box component="section" aria-labelledby="form-related-heading" sx={{ width: '100%', maxWidth: 900, mb: 2 }}>
      <Typography id="form-related-heading" variant="subtitle2" component="h2">
        {translate(`${R}.heading`)}
      </Typography>
      {member ? (
        <Typography variant="body2" data-testid="form-member">
          <Link component={RouterLink} to={createPath({ resource: 'users', id: member.id, type: 'edit' })}>
            {translate(member.verified ? `${R}.member` : `${R}.memberByPhone`, {
              name: member.name || `#${member.id}`,
            })}
          </Link>
          {!member.verified && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {translate(`${R}.memberByPhoneHelp`)}
            </Typography>
          )}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(`${R}.noMember`)}
        </Typography>
      )}
      {earlier.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(`${R}.noEarlier`)}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate(`${R}.earlier`, { smart_count: earlier.length })}
          </Typography>
          <MuiList dense disablePadding data-testid="form-earlier">
            {earlier.map((f) => (
              <ListItem key={f.id} disableGutters>
                <ListItemText
                  primary={
                    <Link
                      component={RouterLink}
                      to={createPath({ resource: 'forms', id: f.id, type: 'edit' })}
                      aria-label={translate(`${R}.open`, { id: f.id })}
                    >
                      {`#${f.id} · ${when(f.createdAt)}`}
                    </Link>
                  }
                  secondary={`${translate(`app.treatments.${f.treatment}`, { _: f.treatment })} · ${translate(`app.formStatus.${f.status}`, { _: f.status })}`}
                />
              </ListItem>
            ))}
          </MuiList>
        </>
      )}
    </Box>
  );
}
