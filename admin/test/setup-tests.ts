import '@testing-library/jest-dom';

// Each test starts logged out: the staff token lives in sessionStorage (absent from the node-environment tests).
beforeEach(() => {
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
