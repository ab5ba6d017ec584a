import SendIcon from '@mui/icons-material/Send';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button as MuiButton,
  Link,
  List as MuiList,
  ListItem,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Button, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useKoreaTimeFormat } from '../../fields/KoreaTimeField';
import { STAFF_NOTE_MAX, type MemberHistory } from '@clinic/contract';
import { API_URL } from '../../providers/dataProvider';
import { httpClient } from '../../providers/httpClient';
import { COMPOSE_PATH } from '../messages/delivery';

const H = 'resources.users.history';

interface MemberRecord {
  id: number;
  status: string;
  staffNote?: string;
  staffNoteBy?: string;
  staffNoteAt?: string | null;
}

/** "Send a message" with this member already chosen on the compose screen. */
export function SendMessageButton() {
  const record = useRecordContext<MemberRecord>();
  if (!record || record.status === 'withdrawn') return null;
  return (
    <Button
      component={RouterLink}
      to={`${COMPOSE_PATH}?userId=${record.id}`}
      label="resources.users.actions.sendMessage"
    >
      <SendIcon />
    </Button>
  );
}

/** Staff's own note on the member (never shown to the member), saved on its own. */
function StaffNote({ record }: { record: MemberRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const when = useKoreaTimeFormat();
  const queryClient = useQueryClient();
  const id = useId();
  const [note, setNote] = useState(record.staffNote ?? '');
  const [saved, setSaved] = useState({ by: record.staffNoteBy ?? '', at: record.staffNoteAt ?? null });
  useEffect(() => setNote(record.staffNote ?? ''), [record.staffNote]);
  const save = useMutation({
    mutationFn: async (text: string) =>
      (
        await httpClient(`${API_URL}/users/${record.id}/note`, {
          method: 'PUT',
          // The note this one replaces, as shown: a note saved meanwhile by someone else is not overwritten.
          body: JSON.stringify({ note: text, noteAt: saved.at }),
        })
      ).json as { staffNote: string; staffNoteBy: string; staffNoteAt: string | null },
    onSuccess: (answer) => {
      setSaved({ by: answer.staffNoteBy, at: answer.staffNoteAt });
      notify(`${H}.noteSaved`, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['users', 'getOne'] });
    },
    onError: (err) =>
      notify(err instanceof Error && err.message ? err.message : 'ra.notification.http_error', { type: 'error' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(note.trim());
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(`${H}.note`)}
      </Typography>
      <TextField
        label={translate(`${H}.noteLabel`)}
        value={note}
        onChange={(event) => setNote(event.target.value.slice(0, STAFF_NOTE_MAX))}
        multiline
        minRows={2}
        fullWidth
        helperText={
          saved.at ? translate(`${H}.noteBy`, { by: saved.by || '-', at: when(saved.at) }) : translate(`${H}.noteHelp`)
        }
        slotProps={{ htmlInput: { maxLength: STAFF_NOTE_MAX } }}
      />
      <MuiButton type="submit" variant="outlined" size="small" sx={{ mt: 1 }} disabled={save.isPending}>
        {translate(`${H}.saveNote`)}
      </MuiButton>
    </Box>
  );
}

function Group({
  title,
  total,
  shown,
  children,
}: {
  title: string;
  total: number;
  shown: number;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate(`${H}.${title}`, { smart_count: total })}
      </Typography>
      {total === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${H}.none`)}
        </Typography>
      ) : (
        <MuiList dense disablePadding>
          {children}
        </MuiList>
      )}
      {total > shown && (
        <Typography variant="caption" color="text.secondary">
          {translate(`${H}.more`, { shown, total })}
        </Typography>
      )}
    </Box>
  );
}

function Entry({ to, primary, secondary }: { to: string; primary: string; secondary: string }) {
  return (
    <ListItem disableGutters sx={{ py: 0.25 }}>
      <ListItemText
        primary={
          <Link component={RouterLink} to={to} sx={{ wordBreak: 'keep-all' }}>
            {primary}
          </Link>
        }
        secondary={secondary}
      />
    </ListItem>
  );
}

/**
 * The member's history at the front desk: their consultation requests (sent while logged in or from
 * their number; one matched by the number alone is marked as not confirmed to be theirs), 1:1 questions, reviews, comments and the messages staff sent them, each a link to
 * the record. Reading it is written to the access log by the API.
 */
function History({ memberId }: { memberId: number }) {
  const translate = useTranslate();
  const when = useKoreaTimeFormat();
  const { data, error, isPending } = useQuery({
    queryKey: ['front-desk', 'member-history', memberId],
    queryFn: async ({ signal }) =>
      (await httpClient(`${API_URL}/users/${memberId}/history`, { signal })).json as MemberHistory,
  });
  if (isPending) return <Skeleton variant="rectangular" height={120} />;
  if (error || !data) return <Alert severity="error">{translate('ra.notification.http_error')}</Alert>;
  const status = (prefix: string, value: string) => translate(`${prefix}.${value}`, { _: value });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Group title="forms" total={data.totals.forms} shown={data.forms.length}>
        {data.forms.map((f) => (
          <Entry
            key={f.id}
            to={`/forms/${f.id}`}
            primary={f.preview || `#${f.id}`}
            secondary={`${when(f.createdAt)} · ${status('app.treatments', f.treatment)} · ${status('app.formStatus', f.status)}${f.verified ? '' : ` · ${translate(`${H}.unverified`)}`}`}
          />
        ))}
      </Group>
      <Group title="questions" total={data.totals.questions} shown={data.questions.length}>
        {data.questions.map((q) => (
          <Entry
            key={q.id}
            to={`/center/questions/${q.id}`}
            primary={q.title}
            secondary={`${when(q.createdAt)} · ${status('app.questionStatus', q.status)}`}
          />
        ))}
      </Group>
      <Group title="reviews" total={data.totals.reviews} shown={data.reviews.length}>
        {data.reviews.map((r) => (
          <Entry
            key={r.id}
            to={`/clinic/reviews2/${r.id}`}
            primary={r.title}
            secondary={`${when(r.createdAt)} · ${status('app.reviewStatus', r.status)}`}
          />
        ))}
      </Group>
      <Group title="comments" total={data.totals.comments} shown={data.comments.length}>
        {data.comments.map((c) => (
          <Entry
            key={c.id}
            to={`/board-posts/${c.postId}`}
            primary={c.body}
            secondary={`${when(c.createdAt)} · ${c.postTitle}${c.hidden ? ` · ${translate(`${H}.hidden`)}` : ''}`}
          />
        ))}
      </Group>
      <Group title="messages" total={data.totals.messages} shown={data.messages.length}>
        {data.messages.map((m) => (
          <Entry
            key={m.id}
            to={`/messages/${m.messageId}/show`}
            primary={m.subject || translate(`app.outboxChannels.${m.channel}`)}
            secondary={`${when(m.createdAt)} · ${translate(`app.outboxChannels.${m.channel}`)} · ${translate(`app.recipientStatus.${m.status}`, { _: m.status })}`}
          />
        ))}
      </Group>
    </Box>
  );
}

/** Below the member's form: the staff note and the member's history, with "send a message". */
export function MemberFrontDesk() {
  const record = useRecordContext<MemberRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} data-testid="member-front-desk">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography variant="h6" component="h2">
          {translate(`${H}.title`)}
        </Typography>
        <SendMessageButton />
      </Stack>
      {record.status !== 'withdrawn' && <StaffNote record={record} />}
      <History memberId={record.id} />
    </Paper>
  );
}
