import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy…/waitFor wait for what the member of staff eventually sees; on a busy CI machine a render can take
// longer than the library's 1 s default (a CI run failed on a table that came 1.2 s after its query).
configure({ asyncUtilTimeout: 5000 });

// Each test starts logged out: the staff token lives in sessionStorage (absent from the node-environment tests).
beforeEach(() => {
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
