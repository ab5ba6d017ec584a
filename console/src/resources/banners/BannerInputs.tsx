import { SelectInput, required } from 'react-admin';
import { BANNER_ALT_MAX, BANNER_TITLE_MAX } from '@clinic/contract';
import { bannerCodeChoices } from '../../choices';
import { TranslatedTextInput } from '../../inputs/TranslatedInputs';
import { PLACEMENT_DEFAULTS, PlacementInputs } from '../../inputs/PlacementInputs';
import { createPage, editPage } from '../../layout/FormPages';

const R = 'resources.banners.helper';

/** The one form body shared by Create and Edit (limits from the contract's bannerInput). */
export function BannerInputs() {
  return (
    <PlacementInputs
      helper={R}
      head={<SelectInput source="code" choices={bannerCodeChoices} validate={required()} helperText={`${R}.code`} />}
    >
      <TranslatedTextInput source="title" max={BANNER_TITLE_MAX} />
      <TranslatedTextInput source="alt" max={BANNER_ALT_MAX} helperText={`${R}.alt`} />
    </PlacementInputs>
  );
}

export const BannerCreate = createPage(BannerInputs, { code: 'main', ...PLACEMENT_DEFAULTS });
export const BannerEdit = editPage(BannerInputs);
