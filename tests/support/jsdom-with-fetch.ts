import JSDOMEnvironment from 'jest-environment-jsdom';

type Ctor = ConstructorParameters<typeof JSDOMEnvironment>;

/**
 * jsdom plus the Fetch API of Node (Request, Response, Headers, streams, AbortController), so
 * code that calls `fetch` through ky runs as in a browser and a test can answer at the fetch
 * level. Relative URLs resolve against the page's address, as a browser does. `fetch` itself
 * refuses: each test supplies the answers it expects (`jest.spyOn(globalThis, 'fetch')`).
 * Use with `@jest-environment ./tests/support/jsdom-with-fetch.ts` in a test's docblock.
 */
export default class JsdomWithFetch extends JSDOMEnvironment {
  constructor(...args: Ctor) {
    super(...args);
    const page = this.global;
    const NodeRequest = globalThis.Request;
    class BrowserRequest extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, page.location.href) : input, init);
      }
    }
    Object.assign(page, {
      Request: BrowserRequest,
      Response: globalThis.Response,
      Headers: globalThis.Headers,
      AbortController: globalThis.AbortController,
      AbortSignal: globalThis.AbortSignal,
      ReadableStream: globalThis.ReadableStream,
      TextEncoder: globalThis.TextEncoder,
      TextDecoder: globalThis.TextDecoder,
      fetch: (input: RequestInfo | URL) =>
        Promise.reject(
          new TypeError(
            `no network in unit tests: ${input instanceof Request ? input.url : input}`,
          ),
        ),
    });
  }
}
