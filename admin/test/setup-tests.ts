import '@testing-library/jest-dom';

// Each test starts logged out: the staff token lives in sessionStorage.
beforeEach(() => sessionStorage.clear());
