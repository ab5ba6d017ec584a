import {
  DataTable,
  useGetRecordRepresentation,
  useGetResourceLabel,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';

/**
 * A list's 번호 column: the record's number as staff alerts name it ("새 상담 신청 (11번)") and as the
 * search finds it (`11`, `#11`), plain digits without a thousands separator.
 */
export function IdColumn() {
  return (
    <DataTable.Col
      source="id"
      label="app.record.number"
      sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', width: '1%' }}
    >
      <RecordNumber />
    </DataTable.Col>
  );
}

function RecordNumber() {
  const record = useRecordContext();
  return record ? <span data-testid="record-number">{String(record.id)}</span> : null;
}

/**
 * A record page's title with its number ("상담 신청 11번 · 정맥순"), for `<Edit title={<NumberedTitle />}>`;
 * a record whose id is no number (a key) keeps react-admin's own title.
 */
export function NumberedTitle() {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext();
  const label = useGetResourceLabel();
  const represent = useGetRecordRepresentation(resource);
  if (!record || !resource) return null;
  const name = label(resource, 1);
  const shown = represent(record);
  const representation = typeof shown === 'string' || typeof shown === 'number' ? String(shown) : '';
  return (
    <span>
      {typeof record.id === 'number'
        ? translate('app.record.title', { name, id: String(record.id), representation })
        : translate('ra.page.edit', { name, recordRepresentation: representation, id: String(record.id) })}
    </span>
  );
}
