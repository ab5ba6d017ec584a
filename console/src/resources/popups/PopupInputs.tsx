import { POPUP_BODY_MAX, POPUP_TITLE_MAX } from '@clinic/contract';
import { TranslatedTextInput } from '../../inputs/TranslatedInputs';
import { PLACEMENT_DEFAULTS, PlacementInputs } from '../../inputs/PlacementInputs';
import { createPage, editPage } from '../../layout/FormPages';

const R = 'resources.popups.helper';

/** The one form body shared by Create and Edit (limits from the contract's popupInput). */
export function PopupInputs() {
  return (
    <PlacementInputs helper={R}>
      <TranslatedTextInput source="title" max={POPUP_TITLE_MAX} />
      <TranslatedTextInput source="body" max={POPUP_BODY_MAX} multiline minRows={4} />
    </PlacementInputs>
  );
}

export const PopupCreate = createPage(PopupInputs, PLACEMENT_DEFAULTS);
export const PopupEdit = editPage(PopupInputs);
