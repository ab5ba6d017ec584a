import type { MenuState } from './menu';
import { useSession } from './session';
import { useSettings } from './settings';

/** What decides which menu items a visitor sees: logged in or not, reviews on or off. */
export function useMenuState(): MenuState {
  const settings = useSettings();
  return { loggedIn: useSession() !== null, onReview: settings.onReview };
}
