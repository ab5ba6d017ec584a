import { useEffect, useRef, type ReactNode } from 'react';
import { useI18n } from '../lib/i18n';

/**
 * A modal dialog on the native <dialog>: focus moves in, Tab stays inside, Esc and the close button
 * close it, and focus returns to whatever opened it.
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  closeLabel,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  closeLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const { t } = useI18n();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = document.activeElement as HTMLElement | null;
      el.showModal();
    } else if (!open && el.open) {
      el.close();
      opener.current?.focus();
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`}
      aria-labelledby={labelledBy}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      <div className="modal__content">
        {children}
        <button type="button" className="modal__close button" onClick={onClose}>
          {closeLabel ?? t('popup.close')}
        </button>
      </div>
    </dialog>
  );
}
