import { useQuery } from '@tanstack/react-query';
import DeleteIcon from '@mui/icons-material/Delete';
import { Skeleton, Stack, Typography } from '@mui/material';
import {
  Button,
  DeleteWithConfirmButton,
  SaveButton,
  Toolbar,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { API_URL } from '../providers/dataProvider';
import { httpClient } from '../providers/httpClient';

const D = 'app.dependents';

/** What the API says goes along with this record (`GET /<resource>/<id>/dependents`), fetched afresh. */
function useDependents(wanted = true) {
  const resource = useResourceContext();
  const record = useRecordContext();
  return useQuery({
    queryKey: ['front-desk', 'dependents', resource, record?.id],
    queryFn: async ({ signal }) =>
      (
        (await httpClient(`${API_URL}/${resource}/${record!.id}/dependents`, { signal })).json as {
          dependents: Record<string, number>;
        }
      ).dependents,
    enabled: wanted && Boolean(resource && record),
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * What deleting this record takes along, asked of the API (`GET /<resource>/<id>/dependents`) when
 * the confirmation opens: "게시글 3개, 댓글 5개, 첨부파일 2개도 함께 지워집니다". A level's members
 * keep their accounts (they lose the level). A FAQ category in use never gets this far (DeleteOrReason).
 */
export function DeleteConsequences() {
  const resource = useResourceContext();
  const translate = useTranslate();
  const { data, isPending, isError } = useDependents();
  const question = translate('ra.message.delete_content', {
    name: translate(`resources.${resource}.name`, { smart_count: 1 }),
  });
  if (isPending) return <Skeleton width="80%" />;
  if (isError || !data) return <>{question}</>;
  const kinds = Object.entries(data).filter(([, n]) => n > 0);
  let consequence: string | null = null;
  if (resource === 'users/levels' && data.members)
    consequence = translate(`${D}.levelMembers`, { smart_count: data.members });
  else if (kinds.length > 0)
    consequence = translate(`${D}.along`, {
      list: kinds.map(([kind, n]) => translate(`${D}.kinds.${kind}`, { smart_count: n })).join(', '),
    });
  return (
    <>
      {consequence && (
        <Typography
          component="strong"
          data-testid="delete-consequence"
          sx={{ display: 'block', mb: 1, fontWeight: 600 }}
        >
          {consequence}
        </Typography>
      )}
      {question}
    </>
  );
}

/**
 * The delete button, or, for a FAQ category that FAQs still use (the API refuses that delete), the
 * button disabled with the reason beside it: no dialog that says it cannot and then asks to confirm.
 */
function DeleteOrReason() {
  const resource = useResourceContext();
  const translate = useTranslate();
  const { data } = useDependents(resource === 'center/faq-categories');
  const inUse = resource === 'center/faq-categories' ? (data?.faqs ?? 0) : 0;
  if (!inUse) return <DeleteWithConfirmButton mutationMode="pessimistic" confirmContent={<DeleteConsequences />} />;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Typography id="delete-blocked" variant="body2" data-testid="delete-consequence">
        {translate(`${D}.categoryInUse`, { smart_count: inUse })}
      </Typography>
      <Button label="ra.action.delete" disabled aria-describedby="delete-blocked" color="error" sx={{ flexShrink: 0 }}>
        <DeleteIcon />
      </Button>
    </Stack>
  );
}

/** Save, and a delete whose confirmation says what goes with the record (see DeleteConsequences). */
export function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between', gap: 1 }}>
      <SaveButton sx={{ flexShrink: 0 }} />
      <DeleteOrReason />
    </Toolbar>
  );
}
