/**
 * Moves keyboard focus to `element` once it is in the page (the next frame, after React has
 * committed). Elements that are not focusable by nature get tabindex -1 first.
 */
export function focusSoon(find: () => HTMLElement | null | undefined): void {
  requestAnimationFrame(() => {
    const element = find();
    if (!element) return;
    if (!element.matches('a[href], button, input, select, textarea, [tabindex]'))
      element.setAttribute('tabindex', '-1');
    element.focus();
  });
}
