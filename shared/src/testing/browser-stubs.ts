/** The browser APIs Chakra v3 (Ark UI / Zag) and the components expect and jsdom lacks. */
export function installBrowserStubs(): void {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }

  // jsdom has no layout: every element is 0 px, so the virtualized DataTable would render no
  // rows. A viewport-sized box lets its first window of rows render, as in a browser.
  Object.defineProperties(HTMLElement.prototype, {
    clientHeight: { configurable: true, get: () => 800 },
    clientWidth: { configurable: true, get: () => 1200 },
  });

  window.scrollTo = () => {};
  Element.prototype.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};

  if (!('PointerEvent' in window)) {
    Object.assign(window, { PointerEvent: MouseEvent });
  }

  if (!navigator.clipboard) {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => {}, readText: async () => '' },
      configurable: true,
    });
  }

  // jest-fixed-jsdom installs Node's FormData (MSW reads request bodies with it), which cannot be
  // built from a <form>; React 19 builds one from the form on every submit that starts a
  // transition (a filter form updating the URL). Named text fields are all such forms hold here.
  const NodeFormData = globalThis.FormData;
  globalThis.FormData = class FormDataFromForm extends NodeFormData {
    constructor(form?: HTMLFormElement) {
      super();
      for (const field of form ? Array.from(form.elements) : []) {
        if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) continue;
        if (!field.name || field.disabled || ['file', 'submit'].includes(field.type)) continue;
        if ((field.type === 'checkbox' || field.type === 'radio') && !field.checked) continue;
        this.append(field.name, field.value);
      }
    }
  };

  if (!URL.createObjectURL) {
    URL.createObjectURL = () => 'blob:test';
    URL.revokeObjectURL = () => {};
  }
}
