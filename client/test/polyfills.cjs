// jsdom lacks these; react-router 7 and Apollo need them.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
