import type { ReactNode, Ref } from 'react';
import { Icon } from '../../components/Icon';

/** The header's two panels: the button's class, the panel's id and the button's icon while closed. */
const PANELS = {
  sitemap: { className: 'site-header__sitemap', controls: 'site-map', icon: 'grid' },
  mobile: { className: 'site-header__toggle', controls: 'mobile-menu', icon: 'menu' },
} as const;

/** A header button that opens and closes one of its panels (open, it shows a cross). */
export function PanelToggle({
  ref,
  panel,
  open,
  onClick,
  children,
}: {
  ref: Ref<HTMLButtonElement>;
  panel: keyof typeof PANELS;
  open: boolean;
  onClick: () => void;
  /** The button's name. */
  children: ReactNode;
}) {
  const { className, controls, icon } = PANELS[panel];
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onClick}
    >
      <Icon name={open ? 'close' : icon} />
      {children}
    </button>
  );
}
