import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy…/waitFor wait for what the shopper eventually sees; on a busy CI machine a render can take longer
// than the library's 1 s default, and the mocks that hold an answer in flight hold it for 1 s (IN_FLIGHT_MS).
configure({ asyncUtilTimeout: 5000 });
