import { Button, Stack, Typography } from '@mui/material';
import {
  BooleanInput,
  Link,
  SelectInput,
  TextInput,
  maxLength,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import {
  ILLUSTRATIONS,
  POSITION_MAX,
  TREATMENT_ALT_MAX,
  TREATMENT_LINE_MAX,
  TREATMENT_NAME_EN_MAX,
  TREATMENT_NAME_MAX,
  TREATMENT_SECTIONS,
  TREATMENT_SUBJECT_MAX,
  type TreatmentRecord,
} from '@clinic/contract';
import { ImageUploadInput } from '../../inputs/ImageUploadInput';
import { KeyInput } from '../../inputs/KeyInput';
import { PositionInput } from '../../inputs/PositionInput';
import { TranslatedInputs, TranslatedTextInput } from '../../inputs/TranslatedInputs';
import { keepText } from '../../inputs/parse';
import { createPage, editPage } from '../../layout/FormPages';

const R = 'resources.treatments';

/** Where the treatment's page is, and a link to write its words (페이지 문구). */
function PageLink() {
  const record = useRecordContext<TreatmentRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
      <Typography variant="body2">
        {translate(`${R}.fields.address`)}: <code>{`/${record.section}/${record.slug}`}</code>
      </Typography>
      {record.pageTextId !== null && (
        <Button component={Link} to={`/page-texts/${record.pageTextId}`} variant="outlined" size="small">
          {translate(`${R}.writePage`)}
        </Button>
      )}
    </Stack>
  );
}

/** The treatment's section and address: chosen once, when it is added (its page's address). */
function AddressInputs() {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <SelectInput
        source="section"
        choices={TREATMENT_SECTIONS.map((id) => ({ id, name: translate(`${R}.sections.${id}`) }))}
        validate={required()}
        helperText={`${R}.helper.section`}
      />
      <KeyInput source="slug" helperText={`${R}.helper.slug`} />
    </Stack>
  );
}

/**
 * A treatment (limits from the contract's treatment inputs): its names (the menu and, with a card,
 * the main page), the card's title, subject and lines in four languages, the picture (uploaded, or
 * one of the site's illustrations) with its alt text, its place and whether it is shown.
 */
function TreatmentFields({ creating }: { creating: boolean }) {
  return (
    <Stack sx={{ width: '100%', maxWidth: 900 }}>
      {creating ? <AddressInputs /> : <PageLink />}
      <TranslatedInputs>
        <TranslatedTextInput source="name" max={TREATMENT_NAME_MAX} helperText={`${R}.helper.name`} />
        <TranslatedTextInput
          source="cardTitle"
          max={TREATMENT_NAME_MAX}
          required={false}
          helperText={`${R}.helper.cardTitle`}
        />
        <TranslatedTextInput
          source="subject"
          max={TREATMENT_SUBJECT_MAX}
          required={false}
          helperText={`${R}.helper.subject`}
        />
        <TranslatedTextInput
          source="lines"
          max={TREATMENT_LINE_MAX * 6}
          required={false}
          multiline
          minRows={3}
          helperText={`${R}.helper.lines`}
        />
        <TranslatedTextInput
          source="pictureAlt"
          max={TREATMENT_ALT_MAX}
          required={false}
          helperText={`${R}.helper.pictureAlt`}
        />
      </TranslatedInputs>
      <TextInput
        source="nameEn"
        validate={maxLength(TREATMENT_NAME_EN_MAX)}
        parse={keepText}
        helperText={`${R}.helper.nameEn`}
      />
      <SelectInput
        source="illustration"
        choices={ILLUSTRATIONS.map((id) => ({ id, name: id }))}
        validate={required()}
        helperText={`${R}.helper.illustration`}
      />
      <ImageUploadInput source="picture" helperText={`${R}.helper.picture`} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <BooleanInput source="card" helperText={`${R}.helper.card`} />
        <BooleanInput source="visible" helperText={`${R}.helper.visible`} />
        <PositionInput max={POSITION_MAX} helperText={`${R}.helper.position`} />
      </Stack>
    </Stack>
  );
}

const EMPTY = { ko: '', en: '', cn: '', jp: '' };

export const TreatmentCreate = createPage(() => <TreatmentFields creating />, {
  section: 'surgery',
  nameEn: '',
  cardTitle: EMPTY,
  subject: EMPTY,
  lines: EMPTY,
  pictureAlt: EMPTY,
  illustration: 'leg-veins',
  card: true,
  visible: true,
  position: 100,
  picture: null,
});
export const TreatmentEdit = editPage(() => <TreatmentFields creating={false} />);
