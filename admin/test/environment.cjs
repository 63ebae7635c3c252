const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom, plus Node's fetch classes that jsdom lacks: the app's data router (createBrowserRouter, with its
 * lazy routes) makes a Request for every navigation. Its AbortController comes along, since a Request
 * accepts only a signal of its own kind.
 */
module.exports = class AdminTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal });
  }
};
