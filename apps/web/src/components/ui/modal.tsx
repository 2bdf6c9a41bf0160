// An accessible dialog: focus moves in (decision 030) and is trapped, Escape
// (key code 27) and a backdrop click close it, focus returns to the opener
// (spec 01 §2).
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { hideToast } from '../../lib/toast.ts';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'full';
  /**
   * Where focus goes on close when the control that opened the dialog is gone
   * (a menu entry that closed with its menu): the control that opened the menu.
   */
  returnFocus?: RefObject<HTMLElement | null>;
  /** The body is short text that says what the dialog asks (a confirmation): read out with the title. */
  describedByBody?: boolean;
}

/** What a person types into or picks from. */
const FIELDS =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"]';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'md',
  returnFocus,
  describedByBody = false,
}: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const returnFocusRef = useRef(returnFocus);
  returnFocusRef.current = returnFocus;

  useEffect(() => {
    if (!open) return;
    // a message about the page behind never covers the dialog's first field
    hideToast();
    const active = document.activeElement as HTMLElement | null;
    const opener = active && active !== document.body ? active : null;
    const node = panel.current;
    // decision 030: a control marked data-autofocus (React does not write
    // autofocus into the page); in a dialog without fields (a confirmation,
    // a list of actions) its first button, body then footer; a form starts
    // on Close, so that no field is judged empty before the person chooses
    const first = (selector: string) => node?.querySelector<HTMLElement>(selector);
    const hasField = Boolean(first(`[data-modal-body] :is(${FIELDS})`));
    (
      first('[data-autofocus]') ??
      (hasField
        ? null
        : (first(`[data-modal-body] :is(${FOCUSABLE})`) ?? first(`[data-modal-footer] :is(${FOCUSABLE})`))) ??
      first(FOCUSABLE) ??
      node
    )?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' || event.keyCode === 27) {
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === 'Tab' && node) {
        const items = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
        if (items.length === 0) return;
        const first = items[0]!;
        const last = items[items.length - 1]!;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      const target = opener?.isConnected ? opener : returnFocusRef.current?.current;
      target?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panel}
        className={`${styles.panel} ${styles[size]}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedByBody ? bodyId : undefined}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            ×
          </button>
        </div>
        <div id={bodyId} className={styles.body} data-modal-body>
          {children}
        </div>
        {footer && (
          <div className={styles.footer} data-modal-footer>
            {footer}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
