import type { MenuState } from './menu';
import { useSession } from './session';
import { useSettings, useTreatments } from './settings';

/** What decides which menu items a visitor sees: logged in or not, reviews on or off, the treatments shown. */
export function useMenuState(): MenuState {
  const settings = useSettings();
  const treatments = useTreatments();
  return { loggedIn: useSession() !== null, onReview: settings.onReview, treatments };
}
