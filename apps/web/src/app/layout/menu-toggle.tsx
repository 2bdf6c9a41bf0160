// The navigation bar's menu button on narrow screens (spec 01 §2 hamburger):
// the visitor's bar and the signed-in bar both open their drawer with it.
import type { Ref } from 'react';
import styles from './navbar.module.css';

export function MenuToggle({
  ref,
  open,
  onToggle,
}: {
  ref: Ref<HTMLButtonElement>;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={styles.hamburger}
      aria-label="Open menu"
      aria-expanded={open}
      aria-controls="nav-drawer"
      onClick={onToggle}
    >
      <span aria-hidden="true">☰</span>
    </button>
  );
}
