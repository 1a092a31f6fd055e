import {
  isAppSchemeUrl,
  isMobileShell,
  sendToMobileShell,
} from '@/components/account/mobile-shell';

afterEach(() => {
  delete window.ReactNativeWebView;
  delete window.__SAFQA_MOBILE_APP__;
  jest.restoreAllMocks();
});

describe('isMobileShell', () => {
  it('is false in a plain browser', () => {
    expect(isMobileShell()).toBe(false);
  });

  it('is true with the React Native bridge', () => {
    window.ReactNativeWebView = { postMessage: jest.fn() };
    expect(isMobileShell()).toBe(true);
  });

  it('is true when the app marks the page, and not for a bridge without postMessage', () => {
    window.ReactNativeWebView = {};
    expect(isMobileShell()).toBe(false);
    window.__SAFQA_MOBILE_APP__ = true;
    expect(isMobileShell()).toBe(true);
  });
});

describe('sendToMobileShell', () => {
  it('posts the message as JSON', () => {
    const postMessage = jest.fn();
    window.ReactNativeWebView = { postMessage };
    expect(sendToMobileShell({ type: 'SAFQA_AUTH_HANDOFF', id: 'abc' })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith('{"type":"SAFQA_AUTH_HANDOFF","id":"abc"}');
  });

  it('logs a failing bridge with console.warn and returns false', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    window.ReactNativeWebView = {
      postMessage: () => {
        throw new Error('bridge gone');
      },
    };
    expect(sendToMobileShell({ type: 'SAFQA_AUTH_HANDOFF', id: 'abc' })).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('returns false (and warns) without a bridge', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(sendToMobileShell({ type: 'x' })).toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});

describe('isAppSchemeUrl', () => {
  it('tells an app scheme from paths and web addresses', () => {
    expect(isAppSchemeUrl('safqa://auth/done?x=1')).toBe(true);
    expect(isAppSchemeUrl('/dashboard')).toBe(false);
    expect(isAppSchemeUrl('https://safqa.app/x')).toBe(false);
    expect(isAppSchemeUrl('HTTP://safqa.app/x')).toBe(false);
  });
});
