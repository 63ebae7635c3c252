import { readToken, rejectToken, TOKEN_REJECTED_EVENT, writeToken } from './auth-token';

describe('the saved token', () => {
  beforeEach(() => localStorage.clear());

  it("lives under 'auth-token'", () => {
    writeToken('abc.def.ghi');
    expect(localStorage.getItem('auth-token')).toBe('abc.def.ghi');
    expect(readToken()).toBe('abc.def.ghi');
    writeToken(null);
    expect(localStorage.getItem('auth-token')).toBeNull();
  });

  it('treats the strings "null" and "undefined" the original could leave behind as logged out', () => {
    localStorage.setItem('auth-token', 'null');
    expect(readToken()).toBeNull();
    localStorage.setItem('auth-token', 'undefined');
    expect(readToken()).toBeNull();
  });

  it('forgets a token the server refused and tells the app', () => {
    writeToken('expired');
    const heard = jest.fn();
    window.addEventListener(TOKEN_REJECTED_EVENT, heard);
    rejectToken();
    window.removeEventListener(TOKEN_REJECTED_EVENT, heard);
    expect(readToken()).toBeNull();
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
