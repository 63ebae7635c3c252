// jsdom lacks these; react-router 7 and Apollo need TextEncoder, the confirm dialog needs <dialog>'s methods.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });

// jsdom has HTMLDialogElement without showModal/close: open and close it by its attribute, as a browser does
// (the browser's inert backdrop is not modelled; ConfirmDialog keeps focus inside itself anyway).
const Dialog = globalThis.HTMLDialogElement;
if (Dialog && !Dialog.prototype.showModal) {
  Dialog.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  Dialog.prototype.close = function close(returnValue) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
}
