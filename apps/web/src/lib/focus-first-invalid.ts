// After a failed submit, focus moves to the first invalid field, on every form
// of the product, whatever checks it (react-hook-form, the public forms' own
// checks, the server's field errors set onto the fields later): one listener
// for the whole document rather than a call in each form. A field is invalid
// when it says so to assistive technology (aria-invalid="true"), which every
// form already does. Focus moves only while it is still where the submit left
// it (the submit button, or nowhere when the button was disabled while busy),
// so a person who has moved on is never pulled back.

/** How long after a submit its field errors may still arrive (a slow server answer). */
const ANSWER_WINDOW_MS = 15_000;

const INVALID = '[aria-invalid="true"]:not([disabled])';

export function focusFirstInvalidAfterSubmit(doc: Document = document): () => void {
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const submitter = (event as SubmitEvent).submitter ?? null;
    const untouched = () => {
      const active = doc.activeElement;
      return !active || active === doc.body || active === submitter;
    };
    const focusFirst = (): boolean => {
      const field = form.querySelector<HTMLElement>(INVALID);
      if (!field) return false;
      if (untouched()) {
        field.focus();
        field.scrollIntoView?.({ block: 'center' });
      }
      return true;
    };
    const observer = new MutationObserver(() => {
      if (focusFirst()) stop();
    });
    const timer = setTimeout(() => stop(), ANSWER_WINDOW_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(form, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-invalid'] });
    // errors the form's own checks set in the same task show after React renders
    requestAnimationFrame(() => {
      if (focusFirst()) stop();
    });
  };
  doc.addEventListener('submit', onSubmit, true);
  return () => doc.removeEventListener('submit', onSubmit, true);
}
