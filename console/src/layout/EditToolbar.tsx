import { useQuery } from '@tanstack/react-query';
import { Skeleton, Typography } from '@mui/material';
import {
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

/**
 * What deleting this record takes along, asked of the API (`GET /<resource>/<id>/dependents`) when
 * the confirmation opens: "게시글 3개, 댓글 5개, 첨부파일 2개도 함께 지워집니다". A level's members
 * keep their accounts (they lose the level); a FAQ category in use cannot be deleted.
 */
export function DeleteConsequences() {
  const resource = useResourceContext();
  const record = useRecordContext();
  const translate = useTranslate();
  const { data, isPending, isError } = useQuery({
    queryKey: ['front-desk', 'dependents', resource, record?.id],
    queryFn: async ({ signal }) =>
      (
        (await httpClient(`${API_URL}/${resource}/${record!.id}/dependents`, { signal })).json as {
          dependents: Record<string, number>;
        }
      ).dependents,
    enabled: Boolean(resource && record),
    staleTime: 0,
    gcTime: 0,
  });
  const question = translate('ra.message.delete_content', {
    name: translate(`resources.${resource}.name`, { smart_count: 1 }),
  });
  if (isPending) return <Skeleton width="80%" />;
  if (isError || !data) return <>{question}</>;
  const kinds = Object.entries(data).filter(([, n]) => n > 0);
  let consequence: string | null = null;
  if (resource === 'users/levels' && data.members)
    consequence = translate(`${D}.levelMembers`, { smart_count: data.members });
  else if (resource === 'center/faq-categories' && data.faqs)
    consequence = translate(`${D}.categoryInUse`, { smart_count: data.faqs });
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

/** Save, and a delete whose confirmation says what goes with the record (see DeleteConsequences). */
export function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton mutationMode="pessimistic" confirmContent={<DeleteConsequences />} />
    </Toolbar>
  );
}
