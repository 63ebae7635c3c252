/**
 * Presses and choices made on a server-rendered page before React has hydrated it. Links and forms with
 * an action work natively then; a button, a checkbox or a select only does what the app makes it do, so
 * without this it would silently ignore the shopper. Each press is held (its default prevented, and kept
 * from React, which may already be listening) and each changed field remembered, then replayed on the same
 * element once the page reacts.
 */
const PRESSABLE = 'button, input[type="checkbox"], input[type="radio"], input[type="submit"]';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function replayEarlyInteractions(): () => void {
  const pressed: HTMLElement[] = [];
  const changed = new Set<Field>();

  const onClick = (event: MouseEvent) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>(PRESSABLE);
    if (!target || isNativeSubmit(target)) return;
    event.preventDefault();
    // The replay is the press's only run: React, hydrating when it comes, would also answer it at once.
    event.stopPropagation();
    // A shopper who pressed again because nothing happened meant it once: replay each control once, in the order last pressed.
    const at = pressed.indexOf(target);
    if (at >= 0) pressed.splice(at, 1);
    pressed.push(target);
  };
  const onInput = (event: Event) => {
    const target = event.target as Element | null;
    if (target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !target.matches(PRESSABLE))) changed.add(target);
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('change', onInput, true);

  return () =>
    whenHydrated(() => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('input', onInput, true);
      document.removeEventListener('change', onInput, true);
      for (const field of changed) if (field.isConnected) replayValue(field);
      for (const control of pressed) if (control.isConnected && !(control as HTMLButtonElement).disabled) control.click();
    });
}

/** A submit button of a form with its own action posts natively, hydrated or not: left alone. */
function isNativeSubmit(control: HTMLElement): boolean {
  const form = (control as HTMLButtonElement).form;
  return Boolean(form?.hasAttribute('action')) && (control as HTMLButtonElement).type === 'submit';
}

/** RootLayout marks the document once the whole page has hydrated. */
function whenHydrated(run: () => void): void {
  const root = document.documentElement;
  if (root.dataset.hydrated) return run();
  const observer = new MutationObserver(() => {
    if (!root.dataset.hydrated) return;
    observer.disconnect();
    run();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}

/**
 * Hydration keeps what the shopper typed or chose, but the app's state still holds the rendered value, and
 * React only reports a value that differs from the one it last saw. The field is set back to its rendered
 * value through React's own setter, then to the shopper's through the element's, and the event sent again.
 */
function replayValue(field: Field): void {
  const value = field.value;
  const rendered = field instanceof HTMLSelectElement ? ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value : field.defaultValue;
  if (rendered === undefined || rendered === value) return;
  field.value = rendered;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
