import { useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button as MuiButton,
  Chip,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Pagination,
  ReferenceManyField,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { ConsolePageRevision, ConsolePageText } from '@clinic/contract';
import { AskDialog } from '../../layout/AskDialog';
import { useKoreaTimeFormat } from '../../fields/KoreaTimeField';
import { API_URL } from '../../providers/dataProvider';
import { httpClient } from '../../providers/httpClient';
import { ChangeList } from './ChangeList';

const R = 'resources.page-texts';

/** An earlier version made what patients read again (a new revision; the draft, if any, is dropped). */
function RestoreButton({ revision }: { revision: ConsolePageRevision }) {
  const text = useRecordContext<ConsolePageText>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const time = useKoreaTimeFormat();
  const [asking, setAsking] = useState(false);
  if (!text || revision.current) return null;
  const restore = async () => {
    try {
      await httpClient(`${API_URL}/page-revisions/${revision.id}/restore`, {
        method: 'POST',
        body: JSON.stringify({ version: text.version }),
      });
      setAsking(false);
      notify(`${R}.restored`, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <>
      <MuiButton variant="outlined" onClick={() => setAsking(true)}>
        {translate(`${R}.restore`)}
      </MuiButton>
      <AskDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={translate(`${R}.restore`)}
        question={translate(`${R}.restoreQuestion`, { at: time(revision.createdAt) })}
        actions={
          <>
            <MuiButton onClick={() => setAsking(false)}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton variant="contained" onClick={() => void restore()}>
              {translate(`${R}.restore`)}
            </MuiButton>
          </>
        }
      />
    </>
  );
}

/** The revisions of the list context, newest first: when, who, how, and what each changed. */
function RevisionItems() {
  const { data, isPending } = useListContext<ConsolePageRevision>();
  const translate = useTranslate();
  const time = useKoreaTimeFormat();
  if (isPending || !data) return null;
  return (
    <Box data-testid="page-revisions">
      {data.map((revision) => (
        <Accordion key={revision.id} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography variant="body2">{time(revision.createdAt)}</Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {revision.createdBy ?? translate(revision.action === 'first' ? `${R}.firstRun` : `${R}.systemUpdate`)}
              </Typography>
              <Typography variant="body2">{translate(`${R}.actions.${revision.action}`)}</Typography>
              {revision.current && <Chip size="small" color="primary" label={translate(`${R}.current`)} />}
              {revision.confirmedWarnings.length > 0 && (
                <Chip size="small" color="warning" label={translate(`${R}.confirmedWarnings`)} />
              )}
            </Box>
          </AccordionSummary>
          <AccordionDetails>
            <ChangeList changes={revision.changes} />
            {revision.confirmedWarnings.length > 0 && (
              <Box component="ul" sx={{ pl: 3 }}>
                {revision.confirmedWarnings.map((w, i) => (
                  <li key={i}>
                    <Typography variant="body2">{w}</Typography>
                  </li>
                ))}
              </Box>
            )}
            <RestoreButton revision={revision} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

/** Every published version of this text (revisions are kept), each restorable. */
export function PageRevisions() {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="page-revisions-title" sx={{ p: 2 }}>
      <Typography id="page-revisions-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(`${R}.revisions`)}
      </Typography>
      <ReferenceManyField
        reference="page-revisions"
        target="textId"
        sort={{ field: 'id', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10]} />}
      >
        <RevisionItems />
      </ReferenceManyField>
    </Box>
  );
}
